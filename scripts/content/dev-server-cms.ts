// The dev server's side of the CMS (docs/decisions/023): /admin/ served as `npm run serve` serves it, and the
// settings file checked at start and on every save, its problems shown in the terminal and the browser overlay.
import { copyFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { isAdminPath, serveAdmin } from "../../server/runtime/admin";
import { bundleAdmin } from "./admin-bundle.mjs";
import { CMS_CONFIG_FILE, forgetCmsConfig, SETTINGS_FILE } from "./cms-config";
import { checkSettingsFile } from "./settings-file";

export function cmsDevServer(): Plugin {
  return {
    name: "lif-cms-dev-server",
    apply: "serve",
    configureServer(server) {
      const root = server.config.root;
      const adminDir = join(server.config.cacheDir, "admin");
      let bundled: Promise<void> | undefined;

      const checkSettings = () => {
        const { problems } = checkSettingsFile(root);
        if (!problems) return;
        const message = `Contenu invalide :\n${problems.map((line) => `  - ${line}`).join("\n")}`;
        server.config.logger.error(message);
        server.ws.send({ type: "error", err: { message, stack: "" } });
      };
      checkSettings();
      server.watcher.add([resolve(root, SETTINGS_FILE), resolve(root, CMS_CONFIG_FILE)]);
      server.watcher.on("change", (file) => {
        if (file === resolve(root, SETTINGS_FILE)) checkSettings();
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
