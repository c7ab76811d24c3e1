import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Variant } from "../app/pages";
import { LEGACY_REDIRECTS } from "../app/redirects";
import { nginxConfig } from "./nginx-config";
import { headersFile, redirectsFile } from "./static-host-configs";

const VARIANTS: readonly Variant[] = ["fr", "be"];

/**
 * Writes the configs that let production run without this Node server, from the same redirect table and
 * headers: `<buildDir>/deploy/nginx.conf`, and `_redirects` / `_headers` in each built variant's folder.
 */
export async function writeDeployConfigs(buildDir: string): Promise<void> {
  await mkdir(join(buildDir, "deploy"), { recursive: true });
  await writeFile(join(buildDir, "deploy", "nginx.conf"), nginxConfig(LEGACY_REDIRECTS));

  for (const variant of VARIANTS) {
    const client = join(buildDir, variant, "client");
    if (!existsSync(client)) continue;
    await writeFile(join(client, "_redirects"), redirectsFile(LEGACY_REDIRECTS));
    await writeFile(join(client, "_headers"), headersFile());
  }
}
