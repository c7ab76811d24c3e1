// CLI, bundled to build/tools/write-deploy-configs.mjs: rewrites build/deploy/nginx.conf (and _headers,
// _redirects) for a given server:
//   node build/tools/write-deploy-configs.mjs [--root /srv/lif] [--tls-dir /etc/letsencrypt/live] [--no-brotli] [--no-tls]
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { VARIANTS, type Variant } from "../../app/pages";
import { writeDeployConfigs } from "./deploy-configs";
import { certificatesIn, defaultHost } from "./nginx-config";

const { values } = parseArgs({
  options: {
    "build-dir": { type: "string" },
    root: { type: "string" },
    "tls-dir": { type: "string" },
    "no-tls": { type: "boolean" },
    "no-brotli": { type: "boolean" },
  },
});
const buildDir = resolve(process.cwd(), values["build-dir"] ?? process.env.BUILD_DIR ?? "build");
const tlsDir = values["tls-dir"];
await writeDeployConfigs(buildDir, {
  root: values.root,
  brotli: !values["no-brotli"],
  tls: values["no-tls"]
    ? false
    : tlsDir
      ? Object.fromEntries(
          (VARIANTS as readonly Variant[]).map((variant) => [
            variant,
            certificatesIn(tlsDir, defaultHost(variant)),
          ]),
        )
      : undefined,
});
console.log(`Configs de déploiement écrites dans ${buildDir}/deploy et ${buildDir}/<variante>/client`);
