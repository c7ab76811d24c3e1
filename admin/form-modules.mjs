// The forms' code for the CMS's preview of the forms' files (admin/form-preview.tsx, docs/decisions/030 « Previews
// of the forms »). A form reads its words once, when its modules load (app/forms/*/copy.ts, shared/messages-file.ts:
// labels, zod messages, toasts are constants). To draw a form with a draft's words, its modules must load again with
// the draft in place of the file: they are bundled apart, as the body of a function, which the preview calls with
// the drafts (`makeFormModules({ contact: draft })`) and which returns the forms built from them. A plain function
// of the CMS's bundle, no `eval`: the admin's headers stay as they are. React comes from the CMS's bundle (one React).
import { join } from "node:path";
import { build } from "esbuild";
import { courseFilesInline } from "./course-files-inline.mjs";

/** A form file's import, in a form's copy module: `import file from "…/content/formulaires/contact.json" with {…};`. */
const FORM_FILE_IMPORT =
  /import (\w+) from "([^"]*\/content\/formulaires\/([\w-]+)\.json)" with \{ type: "json" \};/g;

/** The modules that import a form file read the draft of that file when the preview gives one. */
function draftsInPlaceOfFiles() {
  return {
    name: "form-drafts",
    setup(context) {
      context.onLoad({ filter: /app[\\/]forms[\\/].*\.tsx?$/ }, async ({ path }) => {
        const { readFile } = await import("node:fs/promises");
        const source = await readFile(path, "utf8");
        if (!source.includes("/content/formulaires/")) return undefined;
        const contents = source.replace(
          FORM_FILE_IMPORT,
          (_, name, file, key) =>
            `import ${name}__file from "${file}" with { type: "json" };\n` +
            `const ${name} = __formDrafts[${JSON.stringify(key)}] ?? ${name}__file;`,
        );
        return { contents, loader: path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}

/** React's modules, taken from the CMS's bundle by the function's `require`. */
const SHARED = ["react", "react-dom", "react/jsx-runtime"];

/** The forms' modules (admin/form-modules-entry.tsx) bundled as a script that leaves `__formModules` defined. */
export async function formModulesScript(root) {
  const result = await build({
    entryPoints: [join(root, "admin/form-modules-entry.tsx")],
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
    plugins: [draftsInPlaceOfFiles(), courseFilesInline(root)],
    alias: { "react-router": join(root, "app/browser/react-router.tsx") },
    define: {
      "process.env.NODE_ENV": '"production"',
      "import.meta.env.VITE_SITE_VARIANT": '"fr"',
      // The forms read their sending settings from Vite's env; the preview sends nothing.
      "import.meta.env": "{}",
    },
  });
  return result.outputFiles[0].text;
}

/**
 * An esbuild plugin of the CMS's bundle: `import makeFormModules from "admin:form-modules"` is the function whose
 * body is the forms' script. Each call loads the forms' modules afresh from the drafts given.
 */
export function formModules(root) {
  return {
    name: "form-modules",
    setup(context) {
      context.onResolve({ filter: /^admin:form-modules$/ }, () => ({
        path: "form-modules",
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
