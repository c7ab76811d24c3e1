import { PAGES } from "../../app/pages";
import { redirectTarget } from "../../app/redirects";

const PAGE_PATHS: ReadonlySet<string> = new Set(PAGES.map((page) => page.path));

/** A backslash in the raw target, as is or percent-encoded (`%5C`): refused before any other rule. */
export function hasBackslash(rawUrl: string | undefined): boolean {
  return /\\|%5c/i.test(rawUrl ?? "");
}

/** The path and query of a request, as the WHATWG URL parser reads them (dot segments resolved). */
export type RequestTarget = { pathname: string; search: string };

/**
 * Parses a request's target. Only origin-form targets (`/path?query`) are served: proxies' absolute form
 * and `OPTIONS *` have no business here. The path is appended to a fixed origin rather than resolved
 * against it, so `//evil.example/x` stays a path instead of becoming a host.
 */
export function parseRequestTarget(rawUrl: string | undefined): RequestTarget | undefined {
  if (!rawUrl?.startsWith("/")) return undefined;
  try {
    const url = new URL(`http://localhost${rawUrl}`);
    return { pathname: url.pathname, search: url.search };
  } catch {
    return undefined;
  }
}

/**
 * The one URL a page answers at: no trailing slash, no `index.html`, one leading slash, not its `.html` file
 * (`/about.html`, where the build writes it: static hosts serve it at `/about`).
 * The leading-slash rule also keeps a redirect from ever pointing to another host (`//evil.example`).
 */
export function canonicalPath(pathname: string): string {
  const path = pathname
    .replace(/\/index(\.html)?$/, "/")
    .replace(/\/+$/, "")
    .replace(/^\/{2,}/, "/");
  if (path === "") return "/";
  const page = path.replace(/\.html$/, "");
  return page !== path && PAGE_PATHS.has(page) ? page : path;
}

/**
 * Where a request must be redirected (301), query kept, or undefined to serve it as is.
 * The path is made canonical first, so `/lif-shore/` reaches its new home in one hop.
 */
export function redirectLocation({ pathname, search }: RequestTarget): string | undefined {
  const canonical = canonicalPath(pathname);
  const target = redirectTarget(canonical) ?? (canonical === pathname ? undefined : canonical);
  return target === undefined ? undefined : `${target}${search}`;
}
