import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { VARIANTS, type Variant } from "../../app/pages";
import { LEGACY_REDIRECTS } from "../../app/redirects";
import { readSiteManifest, variantPolicies } from "../headers/site-manifest";
import { type NginxOptions, nginxConfig } from "./nginx-config";
import { headersFile, redirectsFile } from "./static-host-configs";

/**
 * Writes the configs that let production run without the Node server, from the same redirect table, headers
 * and build manifest: `<buildDir>/deploy/nginx.conf`, and `_redirects` / `_headers` in each built variant's
 * folder. `nginx` overrides the nginx defaults (roots under /srv/lif, Let's Encrypt certificates, brotli).
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

  for (const variant of VARIANTS as readonly Variant[]) {
    const client = join(buildDir, variant, "client");
    if (!existsSync(client)) continue;
    await writeFile(join(client, "_redirects"), redirectsFile(LEGACY_REDIRECTS));
    await writeFile(join(client, "_headers"), headersFile(variantPolicies(manifest, variant)));
  }
}
