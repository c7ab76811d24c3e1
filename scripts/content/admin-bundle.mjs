// Writes the CMS served at /admin/ into a folder: admin/index.html and admin/config.yml as they are, and
// admin/main.ts bundled with Decap CMS and React into cms.js. Run by scripts/build.mjs into build/admin/ (beside
// the variants, never inside their client folders: static hosts do not publish it, see docs/decisions/023) and
// by the dev server into its cache on the first request for /admin/.
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

/** @param {string} outDir @param {string} [root] */
export async function bundleAdmin(outDir, root = process.cwd()) {
  mkdirSync(outDir, { recursive: true });
  for (const file of ["index.html", "config.yml"])
    copyFileSync(join(root, "admin", file), join(outDir, file));
  await build({
    entryPoints: [join(root, "admin/main.ts")],
    outfile: join(outDir, "cms.js"),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    legalComments: "none",
    logLevel: "warning",
    // The package's prebuilt browser bundle, not its ES modules: bundling those again takes longer and gains
    // nothing. It leaves React out but carries its own react-dom 19.2.0, which refuses any other React: React
    // and react-dom 19.2.0 under other names (package.json), so the site's own React can move on.
    alias: {
      "decap-cms-app": join(root, "node_modules/decap-cms-app/dist/decap-cms-app.js"),
      react: join(root, "node_modules/decap-react"),
      "react-dom": join(root, "node_modules/decap-react-dom"),
    },
    define: { "process.env.NODE_ENV": '"production"' },
  });
}
