import { describe, expect, it } from "vitest";
import { emptyBrowserRoute } from "./browser-router";

describe("emptyBrowserRoute", () => {
  it("leaves React Router's browser module of a route empty: the browser runs no route", () => {
    expect(
      emptyBrowserRoute('export { ErrorBoundary, Layout, default, handle, links, meta } from "./root.tsx";'),
    ).toBe("export {};");
  });

  it("fails the build when React Router writes the module in another shape", () => {
    expect(() =>
      emptyBrowserRoute('import { x } from "./root.tsx";\nexport default function Page() { return x; }'),
    ).toThrow(/inattendu/);
  });
});
