import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { interSubset } from "./scripts/font-subset";

// Tests that read or render a document run in jsdom; the others (schemas, payloads, server, build scripts) in
// plain Node: a jsdom environment costs each test file about a second and a half of setup on two cores.
const NEEDS_A_DOCUMENT = [
  "app/**/*.test.tsx",
  "app/components/layout/disclosures.test.ts",
  "app/forms/shared/cv-file.test.ts",
  "app/forms/shared/delivery.test.ts",
];

// Unit and component tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  plugins: [interSubset(), tsconfigPaths()],
  test: {
    globals: true,
    setupFiles: ["./app/test-setup.ts"],
    projects: [
      { extends: true, test: { name: "dom", environment: "jsdom", include: NEEDS_A_DOCUMENT } },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: NEEDS_A_DOCUMENT,
        },
      },
    ],
  },
});
