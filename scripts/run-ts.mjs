// Runs one of our TypeScript scripts: bundles it as scripts/build.mjs bundles the build's tools, into BUILD_DIR/tools,
// then runs it with the remaining arguments. Node 24 strips types, but resolves neither the `~/` alias nor imports
// without an extension, which our modules use.
// Usage: node scripts/run-ts.mjs scripts/checks/links.ts [args…]
import { spawnSync } from "node:child_process";
import { basename } from "node:path";
import { bundleForNode } from "./bundle-for-node.mjs";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("Usage : node scripts/run-ts.mjs <script.ts> [arguments…]");
  process.exit(2);
}
const outfile = `${process.env.BUILD_DIR ?? "build"}/tools/${basename(entry).replace(/\.ts$/, ".mjs")}`;
await bundleForNode(entry, outfile);
const result = spawnSync("node", [outfile, ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
