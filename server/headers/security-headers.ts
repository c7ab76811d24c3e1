/**
 * Response headers as data: the one definition that the Node server sends and that the nginx and `_headers`
 * configs are generated from (server/deploy/), so every way of hosting the site answers alike.
 */

/** What the policy depends on, known only once the site is built (see site-manifest.ts). */
export type PolicyInputs = {
  /** `'sha256-…'` sources of the page's inline scripts, computed from the prerendered HTML after the build. */
  scriptHashes: readonly string[];
  /**
   * `'sha256-…'` sources of the `<style>` elements the page's scripts insert at run time (sonner's toasts): given
   * to the pages that show toasts only.
   */
  styleHashes: readonly string[];
  /** The page embeds the office map (after consent): it may frame OpenStreetMap. */
  map: boolean;
  /** The forms post to EmailJS (a build with keys) rather than to the site itself (the local sink). */
  emailJs: boolean;
  /** A Google Tag Manager container is configured (VITE_GTM_ID): its origins are allowed, else none. */
  tagManager: boolean;
};

const TAG_MANAGER = "https://www.googletagmanager.com";
const OPEN_STREET_MAP = "https://www.openstreetmap.org";
const ANALYTICS = ["https://www.google-analytics.com", "https://*.google-analytics.com"];

/**
 * Content-Security-Policy, one directive per entry. Nothing is allowed unless listed (`default-src 'none'`).
 * Scripts: the site's own files and the hashes of the inline scripts of this very page (the module loader,
 * the Consent Mode defaults); no 'unsafe-inline', and a nonce cannot work on static files. Styles: the
 * site's stylesheet, the hashed `<style>` sonner inserts; `style` attributes
 * only through `style-src-attr` (the prerendered progress bars set their width there; React sets later
 * styles through the CSSOM, which CSP does not govern).
 */
export function contentSecurityPolicyDirectives(inputs: PolicyInputs): Record<string, string[]> {
  const { tagManager } = inputs;
  return {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...inputs.scriptHashes, ...(tagManager ? [TAG_MANAGER] : [])],
    "style-src": ["'self'"],
    "style-src-elem": ["'self'", ...inputs.styleHashes],
    "style-src-attr": ["'unsafe-inline'"],
    // data: for the site icon, written into each page (decision 013); an image cannot run script.
    "img-src": ["'self'", "data:", ...(tagManager ? [TAG_MANAGER, ...ANALYTICS] : [])],
    "font-src": ["'self'"],
    // 'self': the local sink, when the build has no EmailJS keys.
    "connect-src": [
      "'self'",
      ...(inputs.emailJs ? ["https://api.emailjs.com"] : []),
      ...(tagManager ? [...ANALYTICS, TAG_MANAGER] : []),
    ],
    // The office map (after consent), and Tag Manager's preview frame; none elsewhere (default-src 'none').
    "frame-src": [...(inputs.map ? [OPEN_STREET_MAP] : []), ...(tagManager ? [TAG_MANAGER] : [])],
    "manifest-src": ["'self'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
  };
}

/** The policy as a header value; a directive left without any source is left out (default-src 'none' rules). */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  return Object.entries(contentSecurityPolicyDirectives(inputs))
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** Two years, subdomains included: what browsers' preload lists ask for (the site does not opt in to them). */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** Sent with every response, whatever its status, beside the page's Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Strict-Transport-Security": `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
});

export const CSP_HEADER = "Content-Security-Policy";

/** Every header name the hosting configs must send alike (the tests compare these across servers). */
export const SECURITY_HEADER_NAMES: readonly string[] = [...Object.keys(SECURITY_HEADERS), CSP_HEADER];

/**
 * What a hashed script, stylesheet or font is sent with. The others govern documents only (a policy, framing,
 * referrers, the opener, HSTS, which the page itself carries), and nginx's HTTP/2 sends every header in full
 * on every response: about 1.3 KB a file, 25 KB on a page of 20 modules (docs/decisions/012).
 */
export const ASSET_HEADER_NAMES: readonly string[] = [
  "X-Content-Type-Options",
  "Cross-Origin-Resource-Policy",
];
export const ASSET_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(ASSET_HEADER_NAMES.map((name) => [name, SECURITY_HEADERS[name] ?? ""])),
);
/** The headers a hashed asset is sent without. */
export const DOCUMENT_ONLY_HEADER_NAMES: readonly string[] = SECURITY_HEADER_NAMES.filter(
  (name) => !ASSET_HEADER_NAMES.includes(name),
);

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
 * `about.html`), so they get the HTML policy like `*.html`.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(HASHED_ASSETS_PREFIX)) return CACHE_CONTROL.immutable;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  const isPage = !lastSegment.includes(".") || lastSegment.endsWith(".html");
  return isPage ? CACHE_CONTROL.html : CACHE_CONTROL.publicFile;
}

/** Files a static host reads as its configuration: never served as content by the Node server or nginx. */
export const HOST_CONFIG_FILES: readonly string[] = ["/_headers", "/_redirects"];
