// @vitest-environment node
import { CACHE_CONTROL, cacheControlFor, SECURITY_HEADERS } from "./headers";

test("the Content-Security-Policy is the agreed one, directive by directive", () => {
  expect(SECURITY_HEADERS["Content-Security-Policy"]?.split("; ")).toEqual([
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://www.googletagmanager.com https://*.tile.openstreetmap.org",
    "font-src 'self'",
    "connect-src 'self' https://api.emailjs.com https://www.google-analytics.com https://*.google-analytics.com https://www.googletagmanager.com",
    "frame-src https://www.openstreetmap.org https://www.googletagmanager.com",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ]);
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
