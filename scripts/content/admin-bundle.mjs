// Writes the CMS served at /admin/ into a folder: admin/index.html and admin/config.yml as they are, and
// admin/main.ts bundled with Decap CMS and React into cms.js. Run by scripts/build.mjs into build/admin/ (beside
// the variants, never inside their client folders: static hosts do not publish it, see docs/decisions/023) and
// by the dev server into its cache on the first request for /admin/.
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { courseFilesInline } from "../../admin/course-files-inline.mjs";
import { formModules } from "../../admin/form-modules.mjs";
import { islandWords } from "./island-words.ts";

/** The site's stylesheet as the dev server serves it, raw CSS (`?direct`), for the CMS's preview. */
export const DEV_SITE_CSS = "/app/app.css?direct";

/** The built site's stylesheet, `/assets/app-<hash>.css`, found in a variant's client folder. */
export function builtSiteCss(clientDir) {
  const name = readdirSync(join(clientDir, "assets")).find((file) => /^app-[\w-]+\.css$/.test(file));
  if (!name) throw new Error(`Feuille de style du site introuvable dans ${clientDir}/assets`);
  return `/assets/${name}`;
}

/** @param {string} outDir @param {string} [root] @param {{ siteCss?: string }} [options] */
export async function bundleAdmin(outDir, root = process.cwd(), { siteCss = DEV_SITE_CSS } = {}) {
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
    jsx: "automatic",
    plugins: [courseFilesInline(root), formModules(root)],
    // The package's prebuilt browser bundle, not its ES modules: bundling those again takes longer and gains
    // nothing. It leaves React out but carries its own react-dom 19.2.0, which refuses any other React: React
    // and react-dom 19.2.0 under other names (package.json), so the site's own React can move on. The site's
    // blocks in the preview run on that React too, and on the browser's stand-in for React Router (a link is
    // an `<a>`, as on the built pages).
    alias: {
      "decap-cms-app": join(root, "node_modules/decap-cms-app/dist/decap-cms-app.js"),
      react: join(root, "node_modules/decap-react"),
      "react-dom": join(root, "node_modules/decap-react-dom"),
      "react-router": join(root, "app/browser/react-router.tsx"),
    },
    define: {
      "process.env.NODE_ENV": '"production"',
      "import.meta.env.VITE_SITE_VARIANT": '"fr"',
      __SITE_CSS__: JSON.stringify(siteCss),
      // The interface's words the site's islands show, as the site's build puts them in (./island-words.ts).
      ...islandWords(root),
    },
  });
}
