import { seo } from "./seo";

describe("seo", () => {
  it("builds the complete head of a page", () => {
    expect(seo("/contact", "fr")).toMatchInlineSnapshot(`
      [
        {
          "title": "Contactez LIF Group | Expert en Solutions Nearshoring",
        },
        {
          "content": "Une question sur le nearshore, la formation ou nos experts freelances ? Écrivez-nous ou appelez-nous du lundi au vendredi, de 9h à 18h. Réponse rapide garantie.",
          "name": "description",
        },
        {
          "href": "https://www.lif-group.fr/contact",
          "rel": "canonical",
          "tagName": "link",
        },
        {
          "href": "https://www.lif-group.fr/contact",
          "hrefLang": "fr-FR",
          "rel": "alternate",
          "tagName": "link",
        },
        {
          "href": "https://www.lif-group.be/contact",
          "hrefLang": "fr-BE",
          "rel": "alternate",
          "tagName": "link",
        },
        {
          "href": "https://www.lif-group.fr/contact",
          "hrefLang": "x-default",
          "rel": "alternate",
          "tagName": "link",
        },
        {
          "content": "website",
          "property": "og:type",
        },
        {
          "content": "LIF Group",
          "property": "og:site_name",
        },
        {
          "content": "Contactez LIF Group | Expert en Solutions Nearshoring",
          "property": "og:title",
        },
        {
          "content": "Une question sur le nearshore, la formation ou nos experts freelances ? Écrivez-nous ou appelez-nous du lundi au vendredi, de 9h à 18h. Réponse rapide garantie.",
          "property": "og:description",
        },
        {
          "content": "https://www.lif-group.fr/contact",
          "property": "og:url",
        },
        {
          "content": "fr_FR",
          "property": "og:locale",
        },
      ]
    `);
  });

  it("uses the Belgian origin, locale and home copy on the Belgian site", () => {
    const head = seo("/", "be");
    expect(head).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.lif-group.be/" });
    expect(head).toContainEqual({ property: "og:locale", content: "fr_BE" });
    expect(head).toContainEqual({ title: expect.stringContaining("Belgique-Afrique") });
  });

  it("gives the same answer twice in a row (no shared mutable defaults)", () => {
    const first = seo("/about", "fr");
    seo("/", "be");
    expect(seo("/about", "fr")).toEqual(first);
  });
});
