/** The site's stylesheet as the dev server serves it, for the CMS's preview. */
export const DEV_SITE_CSS: string;
/** The built site's stylesheet, `/assets/app-<hash>.css`, found in a variant's client folder. */
export function builtSiteCss(clientDir: string): string;
/** Writes the CMS (index.html, config.yml, cms.js) into `outDir`; see admin-bundle.mjs. */
export function bundleAdmin(outDir: string, root?: string, options?: { siteCss?: string }): Promise<void>;
