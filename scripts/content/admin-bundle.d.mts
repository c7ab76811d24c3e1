/** Writes the CMS (index.html, config.yml, cms.js) into `outDir`; see admin-bundle.mjs. */
export function bundleAdmin(outDir: string, root?: string): Promise<void>;
