import { PAGES, type PagePath } from "~/pages";
import { seo } from "./seo";

describe("seo", () => {
  it("builds the complete head of a page", () => {
    expect(seo("/contact", "fr")).toMatchInlineSnapshot(`
      [
        {
          "title": "Contactez LIF Group | Expert en Solutions Nearshoring",
        },
        {
          "content": "Une question sur le nearshore, la formation ou nos experts freelances ? Écrivez-nous, ou appelez-nous du lundi au vendredi, de 9 h à 18 h : un interlocuteur basé à Paris vous répond.",
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
          "content": "Une question sur le nearshore, la formation ou nos experts freelances ? Écrivez-nous, ou appelez-nous du lundi au vendredi, de 9 h à 18 h : un interlocuteur basé à Paris vous répond.",
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
        {
          "content": "https://www.lif-group.fr/generated/social/groupe.png",
          "property": "og:image",
        },
        {
          "content": "image/png",
          "property": "og:image:type",
        },
        {
          "content": "1200",
          "property": "og:image:width",
        },
        {
          "content": "630",
          "property": "og:image:height",
        },
        {
          "content": "LIF Group : l’expertise IT entre l’Europe et l’Afrique. Carte pointillée de l’Europe et de l’Afrique, avec des arcs de Paris vers Bruxelles, Casablanca, Tunis, Dakar et Abidjan.",
          "property": "og:image:alt",
        },
        {
          "content": "summary_large_image",
          "name": "twitter:card",
        },
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@graph": [
              {
                "@type": "BreadcrumbList",
                "itemListElement": [
                  {
                    "@type": "ListItem",
                    "item": "https://www.lif-group.fr/",
                    "name": "Accueil",
                    "position": 1,
                  },
                  {
                    "@type": "ListItem",
                    "item": "https://www.lif-group.fr/contact",
                    "name": "Contact",
                    "position": 2,
                  },
                ],
              },
            ],
          },
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

describe("social card and structured data", () => {
  it.each(PAGES.map((page) => page.path))("%s shares a 1200×630 card and carries JSON-LD", (path) => {
    const head = seo(path, "be");
    const image = head.find((tag) => "property" in tag && tag.property === "og:image");
    expect(image).toEqual({
      property: "og:image",
      content: expect.stringMatching(/^https:\/\/www\.lif-group\.be\/generated\/social\/[a-z-]+\.png$/),
    });
    expect(head).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(head).toContainEqual({ property: "og:image:height", content: "630" });
    expect(head).toContainEqual({ property: "og:image:alt", content: expect.stringMatching(/\S{3}/) });
    expect(head).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(head.filter((tag) => "script:ld+json" in tag)).toHaveLength(1);
  });

  it("shares the service line's card on its pages and the group's elsewhere", () => {
    const imageOf = (path: PagePath) => {
      const tag = seo(path, "fr").find((tag) => "property" in tag && tag.property === "og:image");
      return tag && "content" in tag ? tag.content : undefined;
    };
    expect(imageOf("/services/lif-shore/dashboard")).toBe(
      "https://www.lif-group.fr/generated/social/lif-shore.png",
    );
    expect(imageOf("/lif-form/reseaux")).toBe("https://www.lif-group.fr/generated/social/lif-form.png");
    expect(imageOf("/lif-talent/modele")).toBe("https://www.lif-group.fr/generated/social/lif-talent.png");
    expect(imageOf("/mentions-legales")).toBe("https://www.lif-group.fr/generated/social/groupe.png");
  });

  it("writes the courses a LIF Form route passes into its JSON-LD", () => {
    const courses = [
      {
        name: "Routage et commutation",
        description: "Préparation CCNA.",
        path: "/lif-form/reseaux" as const,
      },
    ];
    const [data] = seo("/lif-form/reseaux", { variant: "be", courses }).filter(
      (tag) => "script:ld+json" in tag,
    );
    expect(JSON.stringify(data)).toContain(
      '"@type":"Course","@id":"https://www.lif-group.be/lif-form/reseaux"',
    );
    expect(JSON.stringify(seo("/lif-form/reseaux", "be"))).not.toContain('"Course"');
  });
});
