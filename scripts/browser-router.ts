import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

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

/**
 * The pages run without the router in the browser: the client build resolves `react-router` to
 * `app/browser/react-router.tsx` (what the islands use: `Link`, `useLocation`, `useSearchParams`) and leaves
 * every route's browser module empty, so the client bundle is the entry and the islands alone. The server
 * build, which prerenders every page, keeps React Router.
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
      name: "browser-router:empty-routes",
      enforce: "post",
      transform(code, id, options) {
        if (options?.ssr || !id.endsWith(CLIENT_ROUTE)) return;
        return { code: emptyBrowserRoute(code, id), map: null };
      },
    },
  ];
}
