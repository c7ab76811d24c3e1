// Bundles one of our TypeScript scripts for the project's Node 24 (docs/decisions/031), packages left in
// node_modules: the build's tools (scripts/build.mjs), the server, and scripts run one at a time
// (scripts/run-ts.mjs). Node's own type stripping would not do: it resolves neither `~/` nor extensionless imports.
import { build } from "esbuild";

/** Bundles `entry` into the ES module `outfile`. */
export async function bundleForNode(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    logLevel: "warning",
  });
}
