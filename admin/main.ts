// The CMS's entry, bundled to /admin/cms.js (scripts/content/admin-bundle.ts): Decap CMS on the site's own React
// (decap-cms-app registers its French locale with the others). The configuration is admin/config.yml.
import CMS from "decap-cms-app";

/**
 * On localhost the CMS writes through decap-server (`npm run cms`), on port 8081 unless `?proxy=<port>` says
 * otherwise: the browser test runs its own proxy on a free port beside a developer's.
 */
const proxyPort = new URLSearchParams(window.location.search).get("proxy");
const localBackend =
  proxyPort && /^\d+$/.test(proxyPort) ? { url: `http://localhost:${proxyPort}/api/v1` } : true;
// Decap merges this into config.yml; its type describes a whole configuration, hence the cast.
CMS.init({
  config: { local_backend: localBackend } as Parameters<typeof CMS.init>[0] extends { config?: infer C }
    ? C
    : never,
});
