// An esbuild plugin of the CMS's bundle (scripts/content/admin-bundle.mjs). It lives in admin/, which Tailwind
// does not read (app/app.css, `@source not`): its esbuild option names read as class names, and the site's
// stylesheet would gain a rule for them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * `courses.ts` reads the course files with Vite's `import.meta.glob`, which esbuild does not know: in the CMS's
 * bundle the call becomes the files themselves, read now, so the preview quotes the other courses' titles.
 */
const COURSES_MODULE = /app[\\/]content[\\/]form[\\/]courses\.ts$/;
const isJson = (file) => file.endsWith(".json");

export function courseFilesInline(root) {
  const folder = join(root, "content/formations");
  return {
    name: "course-files-inline",
    setup(context) {
      context.onLoad({ filter: COURSES_MODULE }, ({ path }) => {
        const files = Object.fromEntries(
          readdirSync(folder)
            .filter(isJson)
            .map((file) => [
              `/content/formations/${file}`,
              JSON.parse(readFileSync(join(folder, file), "utf8")),
            ]),
        );
        const source = readFileSync(path, "utf8");
        const glob = /import\.meta\.glob<[^>]*>\([^)]*\)/;
        if (!glob.test(source)) throw new Error(`import.meta.glob introuvable dans ${path}`);
        return { contents: source.replace(glob, JSON.stringify(files)), loader: "ts" };
      });
    },
  };
}
