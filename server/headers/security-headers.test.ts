// @vitest-environment node
import {
  CACHE_CONTROL,
  cacheControlFor,
  contentSecurityPolicy,
  type PolicyInputs,
  SECURITY_HEADERS,
} from "./security-headers";

const BASE: PolicyInputs = {
  scriptHashes: ["'sha256-a'", "'sha256-b'"],
  styleHashes: ["'sha256-s'"],
  emailJs: true,
  tagManager: false,
  map: true,
};

test("the Content-Security-Policy is the agreed one, directive by directive", () => {
  expect(contentSecurityPolicy(BASE).split("; ")).toEqual([
    "default-src 'none'",
    "script-src 'self' 'sha256-a' 'sha256-b'",
    "style-src 'self'",
    "style-src-elem 'self' 'sha256-s'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self' https://api.emailjs.com",
    "frame-src https://www.openstreetmap.org",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ]);
});

test("no script may run inline unless hashed, and 'unsafe-inline' only ever covers style attributes", () => {
  const policy = contentSecurityPolicy({ ...BASE, tagManager: true });
  const directives = policy.split("; ").filter((directive) => directive.includes("'unsafe-inline'"));
  expect(directives).toEqual(["style-src-attr 'unsafe-inline'"]);
  expect(policy).not.toContain("unsafe-eval");
});

test("the tag manager's and EmailJS's origins appear only when the build uses them", () => {
  const without = contentSecurityPolicy({ ...BASE, emailJs: false });
  expect(without).not.toMatch(/googletagmanager|google-analytics|emailjs/);
  const withTags = contentSecurityPolicy({ ...BASE, tagManager: true });
  expect(withTags).toContain("script-src 'self' 'sha256-a' 'sha256-b' https://www.googletagmanager.com");
  expect(withTags).toContain("https://*.google-analytics.com");
});

test("HSTS lasts two years with subdomains; resources are same-origin only", () => {
  expect(SECURITY_HEADERS["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
  expect(SECURITY_HEADERS["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  expect(SECURITY_HEADERS["X-Frame-Options"]).toBe("DENY");
});

test.each([
  ["/assets/entry.client-AbC123.js", CACHE_CONTROL.immutable],
  ["/assets/root-x1y2.css", CACHE_CONTROL.immutable],
  ["/", CACHE_CONTROL.html],
  ["/about", CACHE_CONTROL.html],
  ["/services/lif-shore", CACHE_CONTROL.html],
  ["/404.html", CACHE_CONTROL.html],
  ["/favicon.svg", CACHE_CONTROL.publicFile],
  ["/robots.txt", CACHE_CONTROL.publicFile],
  ["/images/map.svg", CACHE_CONTROL.publicFile],
])("%s is cached with %s", (path, expected) => {
  expect(cacheControlFor(path)).toBe(expected);
});

test("a page without the map frames nothing, and one without toasts allows no inserted style", () => {
  const policy = contentSecurityPolicy({ ...BASE, map: false, styleHashes: [] });
  expect(policy).not.toContain("frame-src");
  expect(policy).toContain("style-src-elem 'self';");
});
