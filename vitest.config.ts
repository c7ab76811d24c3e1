import { defineConfig } from "vitest/config";
import { interSubset } from "./scripts/font-subset.ts";
import { staticMarkup } from "./scripts/static-markup.ts";

// Tests that read or render a document run in jsdom; the others (schemas, payloads, server, build scripts) in
// plain Node: a jsdom environment costs each test file about a second and a half of setup on two cores.
const NEEDS_A_DOCUMENT = [
  "app/**/*.test.tsx",
  "app/browser/when-needed.test.ts",
  "app/components/layout/cookie-banner-dom.test.ts",
  "app/components/layout/disclosures.test.ts",
  "app/forms/shared/cv-file.test.ts",
  "app/forms/shared/delivery.test.ts",
];

// Unit and component tests run without the React Router plugin: they import modules directly.
// Worker threads, not child processes: cheaper to start on two cores. The Node tests share their workers'
// module graph (`isolate: false`): none mocks a module, stubs a global or fakes timers (a spied console is
// restored after each test), so nothing leaks from one file to the next, and no file imports its modules
// anew. The document tests keep a fresh module graph per file: the consent store and the toaster keep state
// at module level.
export default defineConfig({
  plugins: [interSubset(), staticMarkup()],
  resolve: { tsconfigPaths: true },
  test: {
    globals: true,
    pool: "threads",
    setupFiles: ["./app/test-setup.ts"],
    projects: [
      { extends: true, test: { name: "dom", environment: "jsdom", include: NEEDS_A_DOCUMENT } },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          isolate: false,
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: NEEDS_A_DOCUMENT,
        },
      },
    ],
  },
});
