import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PAGES, VARIANTS, type Variant } from "../../app/pages";
import { LEGACY_REDIRECTS } from "../../app/redirects";
import { HOST_CONFIG_FILES } from "../headers/security-headers";
import { readSiteManifest, type SiteManifest, variantPolicies } from "../headers/site-manifest";
import { type NginxOptions, nginxConfig } from "./nginx-config";
import { headersFile, redirectsFile } from "./static-host-configs";

/**
 * Why this build gets no static-host files, in French, or undefined when it gets them. Its forms post to the
 * site itself, where only the Node server's sink answers: a static host would answer 405 and lose every lead.
 */
export function staticHostRefusal(manifest: SiteManifest): string | undefined {
  if (manifest.delivery !== "sink") return undefined;
  return (
    "_headers et _redirects ne sont pas écrits : sans clés EmailJS, les formulaires de ce build envoient au site " +
    "lui-même, où un hébergeur statique répondrait 405 et chaque demande serait perdue. Pour publier sur " +
    "Cloudflare Pages ou Netlify, renseignez VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID et les " +
    "VITE_EMAILJS_TEMPLATE_* (.env.example), puis relancez npm run build."
  );
}

/**
 * Writes the configs that let production run without the Node server, from the same redirect table, headers
 * and build manifest: `<buildDir>/deploy/nginx.conf`, and `_redirects` / `_headers` in each built variant's
 * folder, unless its forms post to the site itself (staticHostRefusal, printed then). `nginx` overrides the
 * nginx defaults (roots under /srv/lif, Let's Encrypt certificates, brotli).
 */
export async function writeDeployConfigs(
  buildDir: string,
  nginx: Partial<Omit<NginxOptions, "redirects" | "manifest">> = {},
): Promise<void> {
  const manifest = readSiteManifest(buildDir);
  await mkdir(join(buildDir, "deploy"), { recursive: true });
  await writeFile(
    join(buildDir, "deploy", "nginx.conf"),
    nginxConfig({ ...nginx, redirects: LEGACY_REDIRECTS, manifest }),
  );

  const refusal = staticHostRefusal(manifest);
  if (refusal) console.warn(`\n⚠ ${refusal}\n`);
  for (const variant of VARIANTS as readonly Variant[]) {
    const client = join(buildDir, variant, "client");
    if (!existsSync(client)) continue;
    if (refusal) {
      for (const file of HOST_CONFIG_FILES) await rm(join(client, file), { force: true });
      continue;
    }
    const pages = PAGES.map((page) => page.path);
    await writeFile(join(client, "_redirects"), redirectsFile(LEGACY_REDIRECTS, pages));
    await writeFile(join(client, "_headers"), headersFile(variantPolicies(manifest, variant)));
  }
}
