import { defineConfig } from "vitest/config";
import { islandWords } from "./scripts/content/island-words.ts";
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
  // The CMS's previews draw the site's blocks.
  "admin/**/*.test.tsx",
];

// Unit and component tests run without the React Router plugin: they import modules directly.
// The Node tests share one module graph (`isolate: false` on their project, which Vitest 4 honours per project;
// Vitest 3 read a pool's isolation from the root config only, and each file had a fresh worker importing
// everything again: 69 s of CPU for the Node files, 15 s once shared, docs/decisions/025). None of them mocks a
// module, stubs a global or fakes timers; a file that re-imports modules under a stubbed variable must drop them
// again (`vi.resetModules()` after it), or the next file finds them. The document tests keep a fresh worker thread per file, threads being cheaper to start
// than processes: the consent store and the toaster keep state at module level, and Testing Library's `screen`
// binds to the document it was first imported with.
export default defineConfig({
  plugins: [interSubset(), staticMarkup()],
  resolve: { tsconfigPaths: true },
  // The interface's words the islands show, as the build puts them in (scripts/content/island-words.ts).
  define: islandWords(),
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
