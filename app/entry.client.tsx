import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { AtTreePosition, PAGE_ROOT_ID } from "./browser/page-root";
import { PrerenderedRoutes, type RouteModules } from "./browser/react-router";

declare global {
  interface Window {
    /** The page's matched route modules, root first, set by React Router's page script. */
    __reactRouterRouteModules: RouteModules;
  }
}

// The page's body, not the whole document: the head and the scripts are the prerender's and stay as they are
// (docs/decisions/014).
const root = document.getElementById(PAGE_ROOT_ID);
if (root) {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AtTreePosition position={root.dataset.tree ?? ""}>
          <PrerenderedRoutes routes={window.__reactRouterRouteModules} pathname={window.location.pathname} />
        </AtTreePosition>
      </StrictMode>,
    );
  });
}
