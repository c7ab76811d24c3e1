// The dev server's side of the CMS (docs/decisions/023): /admin/ served as `npm run serve` serves it, and the
// content files (the settings, the facts, the courses, the copy files) checked at start and on every save, their
// problems shown in the terminal and the browser overlay.
import { copyFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { isAdminPath, serveAdmin } from "../../server/runtime/admin.ts";
import { bundleAdmin } from "./admin-bundle.mjs";
import { CMS_CONFIG_FILE, forgetCmsConfig } from "./cms-config.ts";
import { checkSettingsFile } from "./settings-file.ts";

export function cmsDevServer(): Plugin {
  return {
    name: "lif-cms-dev-server",
    apply: "serve",
    configureServer(server) {
      const root = server.config.root;
      const adminDir = join(server.config.cacheDir, "admin");
      let bundled: Promise<void> | undefined;

      // The course and facts checks read the facts (app/facts/, with the `~/` paths only Vite resolves):
      // loaded through the dev server's own module graph, not bundled into the Vite config.
      const courseCheck = () =>
        server.ssrLoadModule("/scripts/content/course-files.ts") as Promise<typeof import("./course-files")>;
      const factCheck = () =>
        server.ssrLoadModule("/scripts/content/fact-files.ts") as Promise<typeof import("./fact-files")>;
      const copyCheck = () =>
        server.ssrLoadModule("/scripts/content/copy-files.ts") as Promise<typeof import("./copy-files")>;
      const legalDatesCheck = () =>
        server.ssrLoadModule("/scripts/content/legal-dates.ts") as Promise<typeof import("./legal-dates")>;
      const checkContent = async () => {
        const [{ checkCourseFiles }, { checkFactFiles }, { checkCopyFiles }, { checkLegalDates }] =
          await Promise.all([courseCheck(), factCheck(), copyCheck(), legalDatesCheck()]);
        const problems = [
          ...(checkSettingsFile(root).problems ?? []),
          ...(checkFactFiles(root).problems ?? []),
          ...(checkCourseFiles(root).problems ?? []),
          ...checkCopyFiles(root).problems,
        ];
        // A legal text saved under its old date, as the build would refuse it (no warning here: a checkout
        // without history is the developer's own).
        if (problems.length === 0) problems.push(...checkLegalDates(root).problems);
        if (problems.length === 0) return;
        const message = `Contenu invalide :\n${problems.map((line) => `  - ${line}`).join("\n")}`;
        server.config.logger.error(message);
        server.ws.send({ type: "error", err: { message, stack: "" } });
      };
      const report = (error: unknown) => server.config.logger.error(String(error));
      checkContent().catch(report);
      // Every file under content/ is the CMS's: the settings, the facts, the courses, the copy files.
      const content = resolve(root, "content");
      server.watcher.add([content, resolve(root, CMS_CONFIG_FILE)]);
      const isContent = (file: string) => file.startsWith(`${content}/`);
      server.watcher.on("add", (file) => isContent(file) && checkContent().catch(report));
      server.watcher.on("unlink", (file) => isContent(file) && checkContent().catch(report));
      server.watcher.on("change", (file) => {
        if (isContent(file)) checkContent().catch(report);
        if (file === resolve(root, CMS_CONFIG_FILE)) {
          forgetCmsConfig();
          if (bundled) copyFileSync(file, join(adminDir, "config.yml"));
        }
      });

      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
        if (!isAdminPath(pathname)) return next();
        bundled ??= bundleAdmin(adminDir, root);
        bundled.then(() => serveAdmin(adminDir, req, res, pathname), next);
      });
    },
  };
}
