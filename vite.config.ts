import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  build: {
    rollupOptions: {
      output: {
        // Icons shared by many routes travel as one chunk, not as dozens of tiny files
        // that a phone would fetch one round trip at a time.
        manualChunks(id) {
          if (id.includes("node_modules/lucide-react")) return "icons";
        },
      },
    },
  },
});
