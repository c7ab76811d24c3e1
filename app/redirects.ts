import type { PagePath } from "./pages";

/**
 * Legacy URLs and where they now live. The server's 301s, the deploy configs (nginx, _redirects) and the
 * not-found page's redirect (for a static host without rules) are all generated from this table.
 */
const SHORE_SUBPAGES = [
  "conformite-et-organisation",
  "service-nearshore-afrique",
  "nos-services",
  "recrutement-talents-afrique",
  "strategie-externalisation-agile",
  "dashboard",
] as const;

export const LEGACY_REDIRECTS: Readonly<Record<string, PagePath>> = Object.freeze({
  "/services/mobility": "/services/lif-shore",
  "/services/academy": "/services/lif-form",
  "/services/network": "/services/lif-talent",
  "/services/lif-audit-pro": "/",
  "/services/lif-growth": "/",
  "/lif-shore": "/services/lif-shore",
  ...Object.fromEntries(
    SHORE_SUBPAGES.map((slug) => [`/lif-shore/${slug}`, `/services/lif-shore/${slug}` as PagePath]),
  ),
});

/** Where a legacy path now lives, or undefined when it is not a legacy path. */
export function redirectTarget(pathname: string): PagePath | undefined {
  return Object.hasOwn(LEGACY_REDIRECTS, pathname) ? LEGACY_REDIRECTS[pathname] : undefined;
}
