import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** What the browser gets instead of React Router (docs/decisions/014). */
const BROWSER_ROUTER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../app/browser/react-router.tsx",
);

/** React Router's build marks each route module it makes for the browser with this query. */
const CLIENT_ROUTE = "?__react-router-build-client-route";

/**
 * A route's exports that the browser still runs: the page, its error boundary, what it tells its layout. The
 * head (`meta`, `links`, the root's `Layout`) is the prerender's, and no page loads data in the browser.
 */
const BROWSER_EXPORTS = new Set(["default", "ErrorBoundary", "handle"]);

/** Keeps only the browser's exports in React Router's `export { … } from "./route.tsx";`. */
export function browserRouteExports(code: string): string {
  return code.replace(/^export \{([^}]*)\} from (".*");$/m, (_, names: string, from: string) => {
    const kept = names
      .split(",")
      .map((name) => name.trim())
      .filter((name) => BROWSER_EXPORTS.has(name));
    return kept.length ? `export { ${kept.join(", ")} } from ${from};` : "export {};";
  });
}

/**
 * Pages hydrate without the router: the client build resolves `react-router` to `app/browser/react-router.tsx`
 * and drops the route exports only a router would call, so their code (SEO, structured data) leaves the
 * browser's bundle. The server build, which prerenders every page, keeps React Router.
 */
export function browserRouter(): Plugin[] {
  return [
    {
      name: "browser-router:resolve",
      enforce: "pre",
      resolveId(source, _importer, options) {
        if (source === "react-router" && !options?.ssr) return BROWSER_ROUTER;
      },
    },
    {
      name: "browser-router:route-exports",
      enforce: "post",
      transform(code, id, options) {
        if (options?.ssr || !id.endsWith(CLIENT_ROUTE)) return;
        return { code: browserRouteExports(code), map: null };
      },
    },
  ];
}
