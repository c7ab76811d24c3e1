/**
 * Response headers as data. The Node server sends them, and the nginx and `_headers` configs are generated
 * from the same values (server/deploy-configs.ts), so every way of hosting the site behaves alike.
 */

/** Content-Security-Policy, one directive per entry so it stays readable and diffable. */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = Object.freeze({
  "default-src": ["'self'"],
  // 'unsafe-inline': the prerendered HTML carries React Router's inline hydration data and the
  // Consent Mode defaults, which must run before any other script.
  "script-src": ["'self'", "'unsafe-inline'", "https://www.googletagmanager.com"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "https://www.googletagmanager.com", "https://*.tile.openstreetmap.org"],
  "font-src": ["'self'"],
  // EmailJS delivers the leads; Google Analytics only runs after consent.
  "connect-src": [
    "'self'",
    "https://api.emailjs.com",
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://www.googletagmanager.com",
  ],
  "frame-src": ["https://www.openstreetmap.org", "https://www.googletagmanager.com"],
  "frame-ancestors": ["'self'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "object-src": ["'none'"],
});

export function contentSecurityPolicy(directives = CONTENT_SECURITY_POLICY): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** Sent with every response, whatever its status. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Content-Security-Policy": contentSecurityPolicy(),
});

export const CACHE_CONTROL = Object.freeze({
  /** Vite puts a content hash in every file name under /assets/: a new build means new URLs. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages change with each deploy and keep their URL: always revalidate (cheap, thanks to the ETag). */
  html: "public, max-age=0, must-revalidate",
  /** Favicon, images, robots.txt, sitemap.xml: stable names, a day is a fair trade. */
  publicFile: "public, max-age=86400",
});

/** The URL prefix of Vite's hashed output. */
export const HASHED_ASSETS_PREFIX = "/assets/";

/**
 * The cache policy of a request path. Paths without an extension are pages (`/about` is
 * `about/index.html`), so they get the HTML policy like `*.html`.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(HASHED_ASSETS_PREFIX)) return CACHE_CONTROL.immutable;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  const isPage = !lastSegment.includes(".") || lastSegment.endsWith(".html");
  return isPage ? CACHE_CONTROL.html : CACHE_CONTROL.publicFile;
}
