import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
// The routes alone (./page-routes.ts): React Router reads this file without Vite's `~/` alias, which the pages'
// copy needs (app/pages.ts).
import { ROUTES } from "./page-routes";
import type { Family } from "./pages";

const FAMILIES: readonly Family[] = ["group", "shore", "form", "talent", "legal"];

/**
 * The route table, built from the page table so a URL is declared once. Each page family is
 * wrapped in its layout route, which sets the line colour once and renders what the family's pages share.
 */
export default [
  ...FAMILIES.map((family) =>
    layout(
      `routes/layouts/${family}.tsx`,
      ROUTES.filter((page) => page.family === family).map((page) =>
        // The page path is the route id, so several pages may share one route module.
        page.path === "/"
          ? index(page.file, { id: page.path })
          : route(page.path, page.file, { id: page.path }),
      ),
    ),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
