import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { browserRouter } from "./scripts/browser-router";
import { interSubset } from "./scripts/font-subset";

/** What every page runs: one file, cached once for the whole site (React; the browser runs no router, 014). */
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler)\//;

/**
 * The site's shared blocks, data and helpers, with everything the root layout imports: one file that every
 * page loads, instead of a dozen small shared chunks whose response headers weighed as much as their code
 * (docs/decisions/013).
 */
const SHELL = /\/app\/(components\/(sections|ui|layout)|lib|facts)\/|\/app\/(pages|site\.config)\.ts$/;
const ROOT = /\/app\/root\.tsx(\?|$)/;

type ChunkMeta = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};
const rootGraphs = new WeakMap<ChunkMeta["getModuleInfo"], Set<string>>();

/** The modules the root route imports, directly or not (the framework aside), computed once per build. */
function rootGraph({ getModuleIds, getModuleInfo }: ChunkMeta): Set<string> {
  let graph = rootGraphs.get(getModuleInfo);
  if (!graph) {
    graph = new Set();
    const queue = [...getModuleIds()]
      .filter((id) => ROOT.test(id))
      .flatMap((id) => getModuleInfo(id)?.importedIds ?? []);
    for (let id = queue.pop(); id; id = queue.pop()) {
      if (graph.has(id) || FRAMEWORK.test(id)) continue;
      graph.add(id);
      queue.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    rootGraphs.set(getModuleInfo, graph);
  }
  return graph;
}

export default defineConfig({
  plugins: [interSubset(), tailwindcss(), browserRouter(), reactRouter(), tsconfigPaths()],
  build: {
    rollupOptions: {
      output: {
        manualChunks(id, meta) {
          if (FRAMEWORK.test(id)) return "framework";
          if (SHELL.test(id) || rootGraph(meta).has(id)) return "shell";
        },
        // A route's icons and small blocks travel with it; a small chunk that several pages share merges into
        // one they load anyway (often the shell) instead of being one more file (docs/decisions/012 and 013).
        experimentalMinChunkSize: 8_000,
      },
    },
  },
});
