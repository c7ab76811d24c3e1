import path from "node:path";
import { renderStaticMarkup } from "./static-markup";

describe("?static-markup", () => {
  it("renders a component's default export to HTML, links as React Router writes them, and names its files", async () => {
    const { html, inputs } = await renderStaticMarkup(
      path.resolve("app/components/layout/cookie-banner-markup.tsx"),
    );
    expect(html).toMatch(/^<section [^>]*aria-labelledby="cookie-banner-title"/);
    expect(html).toContain('href="/politique-confidentialite" data-discover="true"');
    // The dev server watches these: a change to the button's classes or to the words renders the banner anew.
    expect(inputs).toEqual(
      expect.arrayContaining([
        path.resolve("app/components/layout/cookie-banner.tsx"),
        path.resolve("app/components/ui/button.tsx"),
        path.resolve("content/interface.json"),
      ]),
    );
  });

  it("fails loudly on a module without a default export, so the build stops", async () => {
    await expect(renderStaticMarkup(path.resolve("app/components/layout/shell-types.ts"))).rejects.toThrow();
  });
});
