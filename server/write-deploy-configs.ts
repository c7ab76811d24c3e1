// CLI: `node build/write-deploy-configs.mjs [buildDir]` writes the nginx, _redirects and _headers configs.
import { resolve } from "node:path";
import { writeDeployConfigs } from "./deploy-configs";

const buildDir = resolve(process.cwd(), process.argv[2] ?? process.env.BUILD_DIR ?? "build");
await writeDeployConfigs(buildDir);
console.log(`Configs de déploiement écrites dans ${buildDir}`);
