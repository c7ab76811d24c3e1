import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, ResolvedConfig } from "vite";

/** What the islands get instead of React Router in the browser (docs/decisions/014 and 017). */
const BROWSER_ROUTER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../app/browser/react-router.tsx",
);

/** React Router's build marks each route module it makes for the browser with this query. */
export const CLIENT_ROUTE = "?__react-router-build-client-route";

/** The re-export React Router's build writes as a route's browser module: `export { … } from "./route.tsx";`. */
const ROUTE_REEXPORT = /^export \{[^}]*\} from ".*";$/m;

/**
 * A route's browser module, empty: the browser runs no route (no router, no page component), only the
 * islands the page names, which the client entry imports itself. Throws when React Router writes the module
 * in another shape (an upgrade changed it), so the build fails instead of shipping the pages' code.
 */
export function emptyBrowserRoute(code: string, id = "route"): string {
  if (!ROUTE_REEXPORT.test(code.trim()) || code.trim().split("\n").length !== 1)
    throw new Error(`Module de route de React Router inattendu (${id}) : ${code.slice(0, 200)}`);
  return "export {};";
}

/** What React Router's Vite plugin leaves in the resolved config: its route table, by file under `appDirectory`. */
type RouterPluginContext = {
  reactRouterConfig: { appDirectory: string; routes: Record<string, { file: string }> };
};

/**
 * The route modules' files (the root's included), absolute, from React Router's own plugin context. Throws when
 * the context is missing or has another shape (an upgrade changed it), so the dev server fails loudly instead of
 * sending the browser the pages' code again.
 */
export function routeFiles(config: ResolvedConfig | Record<string, unknown>): Set<string> {
  const context = (config as Record<string, unknown>).__reactRouterPluginContext as
    | RouterPluginContext
    | undefined;
  const routerConfig = context?.reactRouterConfig;
  if (!routerConfig?.appDirectory || !routerConfig.routes)
    throw new Error(
      "Contexte du plugin de React Router introuvable : sa version a changé (scripts/browser-router.ts).",
    );
  return new Set(
    Object.values(routerConfig.routes).map((route) => path.resolve(routerConfig.appDirectory, route.file)),
  );
}

/**
 * The pages run without the router in the browser: the client build resolves `react-router` to
 * `app/browser/react-router.tsx` (what the islands use: `Link`, `useLocation`, `useSearchParams`) and leaves
 * every route's browser module empty, so the client bundle is the entry and the islands alone. The server
 * build, which prerenders every page, keeps React Router.
 */
export function browserRouter(): Plugin[] {
  let routes = new Set<string>();
  return [
    {
      name: "browser-router:resolve",
      enforce: "pre",
      resolveId(source, _importer, options) {
        if (source === "react-router" && !options?.ssr) return BROWSER_ROUTER;
      },
    },
    {
      name: "browser-router:empty-routes",
      enforce: "post",
      transform(code, id, options) {
        if (options?.ssr || !id.endsWith(CLIENT_ROUTE)) return;
        return { code: emptyBrowserRoute(code, id), map: null };
      },
    },
    {
      // The dev server sends the browser the route modules themselves (`/app/root.tsx`, no build query), which
      // React Router's page script imports: they import `Links`, `Meta`… that the browser's `react-router` does
      // not have, and the page's script failed before any island ran. Emptied here as the build empties them,
      // so the dev server runs in the browser what the built pages run: the client entry and the islands.
      name: "browser-router:empty-dev-routes",
      apply: "serve",
      enforce: "post",
      // The dev server's own config: React Router's child compiler (which reads the routes' exports, as SSR)
      // copies this plugin without `configureServer` and without the router's context.
      configureServer(server) {
        routes = routeFiles(server.config);
      },
      transform(_code, id, options) {
        if (options?.ssr || !routes.has(id.split("?")[0] ?? id)) return;
        return { code: "export {};", map: null };
      },
    },
  ];
}
