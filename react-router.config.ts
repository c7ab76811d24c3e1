import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH } from "./app/lib/not-found";
import { PAGES } from "./app/pages";

/** Which variant this build is for; scripts/build.mjs runs one build per variant. */
const variant = process.env.VITE_SITE_VARIANT === "be" ? "be" : "fr";

export default {
  ssr: false,
  buildDirectory: `${process.env.BUILD_DIR ?? "build"}/${variant}`,
  // Every page is prerendered to its own HTML file; the not-found page becomes 404.html.
  prerender: [...PAGES.map((page) => page.path), NOT_FOUND_PRERENDER_PATH],
  // React Router 8's behaviour, adopted on 7 before the upgrade (docs/decisions/031). None changes a page: no route
  // has middleware, a loader, client exports to split or `.data` requests (every page is prerendered, the browser
  // runs no router), and the Vite plugins read `options.ssr`, which the environment API still passes.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
