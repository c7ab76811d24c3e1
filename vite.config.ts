import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { browserRouter } from "./scripts/browser-router";
import { cmsDevServer } from "./scripts/content/dev-server-cms";
import { interSubset } from "./scripts/font-subset";
import { staticMarkup } from "./scripts/static-markup";

/** React, one file cached once for the whole site, loaded by the pages that hydrate an island (017). */
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler)\//;

export default defineConfig({
  plugins: [
    interSubset(),
    staticMarkup(),
    tailwindcss(),
    browserRouter(),
    cmsDevServer(),
    reactRouter(),
    tsconfigPaths(),
  ],
  build: {
    rollupOptions: {
      // Every route's browser module is empty on purpose (scripts/browser-router.ts): not worth a warning each.
      onwarn(warning, warn) {
        if (warning.code !== "EMPTY_BUNDLE") warn(warning);
      },
      output: {
        manualChunks(id) {
          if (FRAMEWORK.test(id)) return "framework";
        },
        // Small modules that several islands share merge into a chunk they load anyway, instead of being one
        // more file whose response headers weigh as much as its code (docs/decisions/012 and 013).
        experimentalMinChunkSize: 8_000,
      },
    },
  },
});
