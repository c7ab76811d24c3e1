// @vitest-environment node
import { canonicalPath, parseRequestTarget, redirectLocation } from "./request-path";

test.each([
  ["/about?x=1", { pathname: "/about", search: "?x=1" }],
  ["/a/../about", { pathname: "/about", search: "" }],
  ["/%2e%2e/%2e%2e/etc/passwd", { pathname: "/etc/passwd", search: "" }],
  ["//evil.example/x", { pathname: "//evil.example/x", search: "" }],
  ["http://evil.example/x", undefined],
  ["*", undefined],
  [undefined, undefined],
])("parseRequestTarget(%j) is %j", (raw, expected) => {
  expect(parseRequestTarget(raw)).toEqual(expected);
});

test.each([
  ["/", "/"],
  ["/about", "/about"],
  ["/about/", "/about"],
  ["/about//", "/about"],
  ["/index.html", "/"],
  ["/index", "/"],
  ["/about.html", "/about"],
  ["/nope.html", "/nope.html"],
  ["/404.html", "/404.html"],
  ["/services/lif-shore/index.html", "/services/lif-shore"],
  ["/assets/index-abc123.js", "/assets/index-abc123.js"],
  ["//evil.example/", "/evil.example"],
  ["///", "/"],
])("the canonical form of %s is %s", (path, expected) => {
  expect(canonicalPath(path)).toBe(expected);
});

test.each([
  [{ pathname: "/about", search: "" }, undefined],
  [{ pathname: "/", search: "?utm_source=x" }, undefined],
  [{ pathname: "/about/", search: "?a=1" }, "/about?a=1"],
  [{ pathname: "/services/network", search: "" }, "/services/lif-talent"],
  [{ pathname: "/lif-shore/dashboard/", search: "?a=1" }, "/services/lif-shore/dashboard?a=1"],
])("a request for %j is redirected to %s", (target, expected) => {
  expect(redirectLocation(target)).toBe(expected);
});
