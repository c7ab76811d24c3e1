import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH } from "./app/lib/not-found";
// The routes alone: React Router loads this config without Vite's `~/` alias, which app/pages.ts needs for the
// facts its copy quotes (app/page-routes.ts).
import { ROUTES } from "./app/page-routes";

/** Which variant this build is for; scripts/build.mjs runs one build per variant. */
const variant = process.env.VITE_SITE_VARIANT === "be" ? "be" : "fr";

export default {
  ssr: false,
  buildDirectory: `${process.env.BUILD_DIR ?? "build"}/${variant}`,
  // Every page is prerendered to its own HTML file; the not-found page becomes 404.html.
  prerender: [...ROUTES.map((page) => page.path), NOT_FOUND_PRERENDER_PATH],
  // React Router 8's defaults, adopted on 7 with its v8 future flags before the upgrade (docs/decisions/031): route
  // modules split, middleware, the Vite environment API, requests passed through, `.data` URLs aware of a trailing
  // slash. The prerender's location keeps the slash of its `/about/` request: pages compare paths through `pagePath`.
} satisfies Config;
