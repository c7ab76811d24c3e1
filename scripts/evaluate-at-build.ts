import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/**
 * Runs a module in Node while the site is built, and gives back what it exports and the project files it was made
 * from (for the dev server to watch). `entry` is the module's source, resolved from `root`. The module is bundled
 * with esbuild (as the build's own tools are, scripts/bundle-for-node.mjs), its packages left to node_modules, and
 * imported from a file under node_modules/.cache so that those resolve. Shared by `?static-markup` and
 * `"use build-time data"` (./static-markup.ts, ./build-time-data.ts).
 */
export async function evaluateAtBuild(
  entry: string,
  { root = process.cwd(), env = {}, name }: { root?: string; env?: Record<string, unknown>; name: string },
): Promise<{ exports: Record<string, unknown>; inputs: string[] }> {
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: "js" },
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    jsx: "automatic",
    // What Vite gives the app's modules (VITE_SITE_VARIANT and the like), should a module read it.
    define: { "import.meta.env": JSON.stringify(env) },
    logLevel: "warning",
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error(`Évaluation au build de ${name} : esbuild n’a rien produit.`);
  const dir = path.join(root, "node_modules/.cache/evaluate-at-build");
  await mkdir(dir, { recursive: true });
  // Unique per call: the six forms' copy.ts are run at the same time.
  const out = path.join(dir, `${path.basename(name).replace(/\W/g, "-")}-${randomUUID()}.mjs`);
  await writeFile(out, code);
  try {
    const exports = (await import(pathToFileURL(out).href)) as Record<string, unknown>;
    const inputs = Object.keys(result.metafile.inputs)
      .filter((input) => !input.includes("node_modules") && !input.startsWith("<"))
      .map((input) => path.resolve(root, input));
    return { exports: { ...exports }, inputs };
  } finally {
    await rm(out, { force: true });
  }
}
