// The pages' and forms' code for the CMS's previews of their files (admin/page-preview.tsx, admin/form-preview.tsx,
// docs/decisions/030 « Every entry previewed as the visitor sees it »). A page or a form reads its words once, when
// its modules load (readCopy, readFormCopy: labels, zod messages, toasts are constants). To draw one with a draft's
// words, its modules must load again with the draft in place of the file: they are bundled apart, as the body of a
// function, which the preview calls with the drafts (`makeSiteModules({ "formulaires/contact": draft })`) and which
// returns the pages and forms built from them. A plain function of the CMS's bundle, no `eval`: the admin's headers
// stay as they are. React comes from the CMS's bundle (one React).
import { join, relative, resolve, sep } from "node:path";
import { build } from "esbuild";
import { islandWords } from "../scripts/content/island-words.ts";
import { courseFilesInline } from "./course-files-inline.mjs";

/**
 * A copy file's import, in the module that reads it: `import file from "…/content/formulaires/contact.json" with
 * {…};`, a form's or a page's file. The draft's key is the file's path under content/ (« formulaires/contact »).
 */
const COPY_FILE_IMPORT =
  /import (\w+) from "([^"]*\/content\/((?:formulaires|pages)\/[\w/-]+)\.json)" with \{ type: "json" \};/g;

/** The modules that import a copy file read the draft of that file when the preview gives one. */
function draftsInPlaceOfFiles() {
  return {
    name: "copy-drafts",
    setup(context) {
      context.onLoad({ filter: /app[\\/].*\.tsx?$/ }, async ({ path }) => {
        const { readFile } = await import("node:fs/promises");
        const source = await readFile(path, "utf8");
        if (!/\/content\/(formulaires|pages)\//.test(source)) return undefined;
        const contents = source.replace(
          COPY_FILE_IMPORT,
          (_, name, file, key) =>
            `import ${name}__file from "${file}" with { type: "json" };\n` +
            `const ${name} = __formDrafts[${JSON.stringify(key)}] ?? ${name}__file;`,
        );
        return { contents, loader: path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}

/**
 * A picture a page imports through Vite (`…svg?no-inline`, `…avif`): its address on the dev server, which serves the
 * project's files by their path. (The built CMS has no such file: the picture is missing there, its place kept.)
 */
function picturesByAddress(root) {
  return {
    name: "pictures-by-address",
    setup(context) {
      context.onResolve({ filter: /\.(svg|png|jpe?g|webp|avif)(\?.*)?$/ }, ({ path, resolveDir }) => ({
        path: relative(root, resolve(resolveDir, path.replace(/\?.*$/, ""))),
        namespace: "picture",
      }));
      context.onLoad({ filter: /.*/, namespace: "picture" }, ({ path }) => ({
        contents: `export default ${JSON.stringify(`/${path.split(sep).join("/")}`)};`,
        loader: "js",
      }));
    },
  };
}

/** React's modules, taken from the CMS's bundle by the function's `require`. */
const SHARED = ["react", "react-dom", "react-dom/server", "react/jsx-runtime"];

/**
 * The pages' and the forms' modules (admin/page-modules-entry.tsx, which re-exports admin/form-modules-entry.tsx),
 * their islands drawn as HTML by admin/island-as-html.tsx, bundled as a script that leaves `__formModules` defined.
 */
export async function formModulesScript(root) {
  const result = await build({
    entryPoints: [join(root, "admin/page-modules-entry.tsx")],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    globalName: "__formModules",
    target: "es2022",
    legalComments: "none",
    logLevel: "warning",
    jsx: "automatic",
    external: SHARED,
    plugins: [draftsInPlaceOfFiles(), courseFilesInline(root), picturesByAddress(root)],
    alias: {
      "react-router": join(root, "app/browser/react-router.tsx"),
      "~/islands/island": join(root, "admin/island-as-html.tsx"),
    },
    define: {
      "process.env.NODE_ENV": '"production"',
      "import.meta.env.VITE_SITE_VARIANT": '"fr"',
      // The forms read their sending settings from Vite's env; the preview sends nothing.
      "import.meta.env": "{}",
      // « (nouvel onglet) » and the toaster's names, as the site's build gives them (scripts/content/island-words.ts).
      ...islandWords(root),
    },
  });
  return result.outputFiles[0].text;
}

/**
 * An esbuild plugin of the CMS's bundle: `import makeSiteModules from "admin:page-modules"` is the function whose
 * body is that script. Each call loads the pages' and forms' modules afresh from the drafts given.
 */
export function formModules(root) {
  return {
    name: "form-modules",
    setup(context) {
      // The islands' HTML is rendered in the browser: react-dom's server renderer for browsers, of the CMS's React.
      context.onResolve({ filter: /^react-dom\/server$/ }, () => ({
        path: join(root, "node_modules/decap-react-dom/server.browser.js"),
      }));
      context.onResolve({ filter: /^admin:page-modules$/ }, () => ({
        path: "page-modules",
        namespace: "admin",
      }));
      context.onLoad({ filter: /.*/, namespace: "admin" }, async () => ({
        resolveDir: root,
        loader: "js",
        contents: [
          ...SHARED.map((name, index) => `import * as shared${index} from ${JSON.stringify(name)};`),
          `const modules = { ${SHARED.map((name, index) => `${JSON.stringify(name)}: shared${index}`).join(", ")} };`,
          "export default function makeFormModules(__formDrafts) {",
          "  const require = (name) => modules[name];",
          await formModulesScript(root),
          "  return __formModules;",
          "}",
        ].join("\n"),
      }));
    },
  };
}
