/** Classic open-redirect payloads: none may ever answer with a Location on another host. */
export const OPEN_REDIRECT_PAYLOADS = [
  "//evil.com",
  "//evil.com/",
  "/\\evil.com",
  "/\\evil.com/",
  "/%5Cevil.com/",
  "/%5cevil.com",
  "/%2F%2Fevil.com",
  "/%2F%2Fevil.com/",
  "/%2f%2fevil.com/",
  "/https://evil.com/",
  "/https:%2F%2Fevil.com/",
  "///evil.com/",
  "/.//evil.com/",
  "/lif-shore//evil.com/",
  "/%09/evil.com/",
  "/evil.com%2F..%2F/",
];

/** Paths with a backslash, raw or encoded: the Node server and nginx refuse them (400) before any rewrite. */
export const BACKSLASH_PATHS = ["/\\evil.com", "/%5Cevil.com/", "/lif-shore%5C/", "/about/%5c"];

/** Files that must never be served: configs, secrets, the server, system files reached by dot segments. */
export const FORBIDDEN_PATHS = [
  "/.env",
  "/.env.local",
  "/.git/config",
  "/_headers",
  "/_redirects",
  "/site-manifest.json",
  "/server.mjs",
  "/package.json",
  "/../../etc/passwd",
  "/..%2f..%2f.env",
  "/%2e%2e/%2e%2e/etc/passwd",
];
