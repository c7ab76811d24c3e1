import { describe, expect, it } from "vitest";
import { browserRouteExports } from "./browser-router";

describe("browserRouteExports", () => {
  it("keeps the page, its error boundary and its handle, not what only the router or the head reads", () => {
    expect(
      browserRouteExports(
        'export { ErrorBoundary, Layout, default, handle, links, meta } from "./root.tsx";',
      ),
    ).toBe('export { ErrorBoundary, default, handle } from "./root.tsx";');
  });

  it("leaves a module with nothing the browser runs empty", () => {
    expect(browserRouteExports('export { clientLoader, HydrateFallback } from "./x.tsx";')).toBe(
      "export {};",
    );
  });
});
