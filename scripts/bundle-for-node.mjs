// Bundles one of our TypeScript scripts for Node 20 (which cannot run TypeScript), packages left in
// node_modules: the build's tools (scripts/build.mjs) and scripts run one at a time (scripts/run-ts.mjs).
import { build } from "esbuild";

/** Bundles `entry` into the ES module `outfile`. */
export async function bundleForNode(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}
