import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserRouter } from "./scripts/browser-router.ts";
import { buildTimeData } from "./scripts/build-time-data.ts";
import { cmsDevServer } from "./scripts/content/dev-server-cms.ts";
import { islandWords } from "./scripts/content/island-words.ts";
import { interSubset } from "./scripts/font-subset.ts";
import { staticMarkup } from "./scripts/static-markup.ts";

/** React, one file cached once for the whole site, loaded by the pages that hydrate an island (017). */
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler)\//;

export default defineConfig({
  plugins: [
    interSubset(),
    staticMarkup(),
    buildTimeData(),
    tailwindcss(),
    browserRouter(),
    cmsDevServer(),
    reactRouter(),
  ],
  // The `~/` alias of tsconfig.json, which Vite 8 reads itself.
  resolve: { tsconfigPaths: true },
  // The interface's words the islands show, typeset at build time (scripts/content/island-words.ts).
  define: islandWords(),
  build: {
    // Vite's manifest (its documented map of source modules to chunks): the postbuild reads which chunk holds each
    // island, to give every page an import map of only the modules it can load (scripts/script-integrity.ts),
    // then deletes it.
    manifest: true,
    rolldownOptions: {
      // Rolldown's hint that plugins took most of a build: on a shared, loaded machine it fires at random (the
      // React Router plugin's virtual modules wait on the others), and it says nothing about the output.
      checks: { pluginTimings: false },
      // Every route's browser module is empty on purpose (scripts/browser-router.ts): not worth a warning each.
      onwarn(warning, warn) {
        if (warning.code !== "EMPTY_BUNDLE") warn(warning);
      },
      output: {
        codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] },
      },
    },
  },
});
