import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { interSubset } from "./scripts/font-subset";

// Unit and component tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  plugins: [interSubset(), tsconfigPaths()],
  test: {
    globals: true,
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
  },
});
