import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { PAGES } from "./pages";
import { LEGACY_REDIRECTS } from "./redirects";

/** The route table, built from the page and redirect tables so a URL is declared once. */
export default [
  ...PAGES.map((page) => (page.path === "/" ? index(page.file) : route(page.path, page.file))),
  ...Object.keys(LEGACY_REDIRECTS).map((from) =>
    route(from, "routes/legacy-redirect.tsx", { id: `redirect:${from}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
