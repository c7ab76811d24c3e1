import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { interSubset } from "./scripts/font-subset";

/** What every page runs: one file, cached once for the whole site. */
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;

export default defineConfig({
  plugins: [interSubset(), tailwindcss(), reactRouter(), tsconfigPaths()],
  build: {
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (FRAMEWORK.test(id)) return "framework";
        },
        // Icons and small blocks travel with the route that uses them instead of as dozens of tiny files;
        // measured in docs/decisions/012.
        experimentalMinChunkSize: 8_000,
      },
    },
  },
});
