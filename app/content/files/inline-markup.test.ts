import { inlineMarkup, linkTargets, strayMarkup } from "./inline-markup";

describe("a legal text's links and bold terms", () => {
  it("leaves a text without markup a plain string, as the typed modules wrote it", () => {
    expect(inlineMarkup("Le site est hébergé par\u00a0:")).toBe("Le site est hébergé par\u00a0:");
  });

  it("splits a text into runs, links and bold terms, in order", () => {
    expect(
      inlineMarkup("**Chiffrement**\u00a0: voir la [politique](/politique-de-securite#gouvernance)."),
    ).toEqual([
      { text: "Chiffrement", strong: true },
      { text: "\u00a0: voir la " },
      { text: "politique", href: "/politique-de-securite#gouvernance" },
      { text: "." },
    ]);
    expect(linkTargets("[a](mailto:x@y.fr) et [b](https://www.cnil.fr)")).toEqual([
      "mailto:x@y.fr",
      "https://www.cnil.fr",
    ]);
  });

  it("keeps a tag typed in the CMS as text: the page prints it, never reads it as HTML", () => {
    expect(inlineMarkup("<script>alert(1)</script> **gras**")).toEqual([
      { text: "<script>alert(1)</script> " },
      { text: "gras", strong: true },
    ]);
  });

  it("tells a half-typed markup from a complete one", () => {
    expect(strayMarkup("**gras** et [lien](/contact)")).toBe(false);
    expect(strayMarkup("**gras et [lien](/contact)")).toBe(true);
    expect(strayMarkup("[lien] (/contact)")).toBe(true);
  });
});
