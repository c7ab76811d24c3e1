/**
 * The CMS's own response headers at /admin/ (docs/decisions/023). Decap CMS is a React app that injects its
 * styles at run time (emotion) and compiles its configuration's JSON schema with `new Function` (ajv): it cannot
 * run under the site's policy, so it gets this one, for /admin/ only. The site's pages keep theirs unchanged.
 */
export const ADMIN_CSP_DIRECTIVES: Record<string, string[]> = {
  "default-src": ["'none'"],
  "script-src": ["'self'", "'unsafe-eval'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  // GitHub avatars after sign-in; blob: and data: for the previews of images being uploaded.
  "img-src": [
    "'self'",
    "data:",
    "blob:",
    "https://avatars.githubusercontent.com",
    "https://raw.githubusercontent.com",
  ],
  "font-src": ["'self'", "data:"],
  // The GitHub API in production; the local proxy (decap-server, `npm run cms`) on localhost in local mode.
  "connect-src": ["'self'", "https://api.github.com", "http://localhost:*", "http://127.0.0.1:*"],
  "manifest-src": ["'self'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
};

export const ADMIN_CSP = Object.entries(ADMIN_CSP_DIRECTIVES)
  .map(([name, sources]) => [name, ...sources].join(" "))
  .join("; ");

/** Never indexed (the page is also `<meta name="robots" content="noindex">`), never cached stale. */
export const ADMIN_HEADERS: Record<string, string> = {
  "Content-Security-Policy": ADMIN_CSP,
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-cache",
};
