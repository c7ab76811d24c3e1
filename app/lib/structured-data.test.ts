import { PAGES, type PagePath, VARIANTS } from "~/pages";
import { OFFICES, SITE } from "~/site.config";
import { SERVICE_PAGES } from "./service-pages";
import { type CourseFacts, structuredData } from "./structured-data";

type Node = Record<string, unknown>;

/** The graph as a crawler reads it: JSON, parsed back. */
const graphOf = (path: PagePath, variant: "fr" | "be" = "fr", courses?: readonly CourseFacts[]): Node[] =>
  JSON.parse(JSON.stringify(structuredData(path, variant, courses)))["@graph"];

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node["@type"] === type);

/** Every `{ "@id": … }` reference anywhere in a value. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (value && typeof value === "object") {
    const node = value as Node;
    const own = Object.keys(node).length === 1 && typeof node["@id"] === "string" ? [node["@id"]] : [];
    return [...own, ...Object.values(node).flatMap(references)];
  }
  return [];
}

const CATALOGUE: CourseFacts[] = [
  {
    name: "Hacking éthique",
    description: "Préparation CEH.",
    path: "/lif-form/cybersecurite",
    anchor: "hacking-ethique",
    credential: "Certified Ethical Hacker",
  },
  {
    name: "Routage et commutation",
    description: "Préparation CCNA.",
    path: "/lif-form/reseaux",
    anchor: "routage-commutation",
    level: "Intermédiaire",
    modes: ["Onsite", "Online"],
    hours: 35,
  },
];

describe("structured data", () => {
  it("describes the group and the site on the home page", () => {
    const nodes = graphOf("/");
    expect(nodes.map((node) => node["@type"])).toEqual(["Organization", "WebSite"]);
    const [organization] = ofType(nodes, "Organization");
    expect(organization).toMatchObject({
      "@id": "https://www.lif-group.fr/#organisation",
      name: SITE.product,
      url: "https://www.lif-group.fr/",
      logo: { "@type": "ImageObject", url: "https://www.lif-group.fr/generated/social/logo.png" },
      sameAs: [SITE.linkedin],
      contactPoint: { "@type": "ContactPoint", telephone: SITE.phone, email: SITE.email },
      address: {
        "@type": "PostalAddress",
        addressLocality: "Paris",
        postalCode: "75002",
        addressCountry: "FR",
      },
    });
    expect(
      ((organization?.location ?? []) as Node[]).map((place) => (place.address as Node).addressLocality),
    ).toEqual(OFFICES.map((office) => (office.city === "Tunis" ? "Les Berges du Lac, Tunis" : office.city)));
    // The hours the pages print (« Du lundi au vendredi, de 9 h à 18 h ») are the ones search engines read.
    const [, opens, closes] = SITE.hours.match(/de (\d+)\u00a0h à (\d+)\u00a0h/) ?? [];
    expect((organization?.contactPoint as Node | undefined)?.hoursAvailable).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: `${opens?.padStart(2, "0")}:00`,
      closes: `${closes?.padStart(2, "0")}:00`,
    });
    expect(SITE.hours).toMatch(/^Du lundi au vendredi, /);
    expect(ofType(nodes, "WebSite")[0]).toMatchObject({
      url: "https://www.lif-group.fr/",
      inLanguage: "fr-FR",
      publisher: { "@id": "https://www.lif-group.fr/#organisation" },
    });
  });

  it.each(VARIANTS)("names only its own origin on the %s site", (variant) => {
    const other = variant === "fr" ? "be" : "fr";
    for (const { path } of PAGES) {
      const json = JSON.stringify(structuredData(path, variant, CATALOGUE));
      expect(json).toContain(SITE.origins[variant]);
      expect(json).not.toContain(SITE.origins[other]);
    }
  });

  it.each(PAGES.filter((page) => page.path !== "/").map((page) => page.path))(
    "%s has a breadcrumb from the home page to its canonical URL",
    (path) => {
      const [trail] = ofType(graphOf(path, "be"), "BreadcrumbList");
      const items = trail?.itemListElement as Node[];
      expect(items[0]).toEqual({
        "@type": "ListItem",
        position: 1,
        name: "Accueil",
        item: "https://www.lif-group.be/",
      });
      expect(items.at(-1)?.item).toBe(`https://www.lif-group.be${path}`);
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    },
  );

  it("has no breadcrumb on the home page (it is the whole trail)", () => {
    expect(ofType(graphOf("/"), "BreadcrumbList")).toEqual([]);
  });

  it.each(["/services/lif-shore", "/services/lif-form", "/services/lif-talent"] as const)(
    "%s describes its service, provided by the group or LIF Form",
    (path) => {
      const [service] = ofType(graphOf(path), "Service");
      expect(service).toMatchObject({
        url: `https://www.lif-group.fr${path}`,
        // Its words are the page's « Service vendu » in content/referencement.json.
        name: PAGES.find((page) => page.path === path)?.service?.name,
        brand: { "@type": "Brand", name: SERVICE_PAGES[path]?.brand },
      });
      expect(service?.description).toBe(PAGES.find((page) => page.path === path)?.description);
    },
  );

  it("offers the compliance assessment for free, as its page says", () => {
    const [service] = ofType(graphOf("/services/lif-shore/demander-evaluation-gratuite"), "Service");
    expect(service?.offers).toMatchObject({ "@type": "Offer", price: "0", priceCurrency: "EUR" });
  });

  it("describes LIF Form as a training body, with every course on its page and a domain's on the domain page", () => {
    const landing = graphOf("/services/lif-form", "fr", CATALOGUE);
    expect(ofType(landing, "EducationalOrganization")[0]).toMatchObject({
      "@id": "https://www.lif-group.fr/services/lif-form#organisme",
      name: "LIF Form",
      parentOrganization: { "@id": "https://www.lif-group.fr/#organisation" },
    });
    const listed = (nodes: Node[]) => (ofType(nodes, "ItemList")[0]?.itemListElement ?? []) as Node[];
    const names = (nodes: Node[]) => listed(nodes).map((item) => (item.item as Node).name);
    // The LIF Form page links to each course where it is described in full (Google's summary page).
    expect(listed(landing)).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        url: "https://www.lif-group.fr/lif-form/cybersecurite#hacking-ethique",
      },
      {
        "@type": "ListItem",
        position: 2,
        url: "https://www.lif-group.fr/lif-form/reseaux#routage-commutation",
      },
    ]);
    const networks = graphOf("/lif-form/reseaux", "fr", CATALOGUE);
    expect(names(networks)).toEqual(["Routage et commutation"]);
    expect(listed(networks)[0]?.item).toEqual({
      "@type": "Course",
      "@id": "https://www.lif-group.fr/lif-form/reseaux#routage-commutation",
      name: "Routage et commutation",
      description: "Préparation CCNA.",
      url: "https://www.lif-group.fr/lif-form/reseaux#routage-commutation",
      inLanguage: "fr",
      provider: { "@id": "https://www.lif-group.fr/services/lif-form#organisme" },
      educationalLevel: "Intermédiaire",
      hasCourseInstance: [
        { "@type": "CourseInstance", courseMode: "Onsite", courseWorkload: "PT35H" },
        { "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT35H" },
      ],
    });
    expect(listed(graphOf("/lif-form/cybersecurite", "fr", CATALOGUE))[0]?.item).toMatchObject({
      educationalCredentialAwarded: {
        "@type": "EducationalOccupationalCredential",
        name: "Certified Ethical Hacker",
      },
    });
    expect(ofType(graphOf("/lif-form/securite", "fr", CATALOGUE), "ItemList")).toEqual([]);
  });

  it.each(PAGES.map((page) => page.path))(
    "%s: every bare @id reference is defined in its graph, no FAQPage",
    (path) => {
      const nodes = graphOf(path, "fr", CATALOGUE);
      const defined = new Set(nodes.map((node) => node["@id"]));
      for (const id of references(nodes)) expect(defined, `${id} référencé mais absent`).toContain(id);
      expect(JSON.stringify(nodes)).not.toContain("FAQPage");
    },
  );

  it("gives the same graph twice in a row (no shared mutable state)", () => {
    const first = JSON.stringify(structuredData("/services/lif-form", "fr", CATALOGUE));
    structuredData("/", "be");
    expect(JSON.stringify(structuredData("/services/lif-form", "fr", CATALOGUE))).toBe(first);
  });
});

describe("a course's offer", () => {
  it("is published with the sheet's price, excl. VAT, and the sheet's date", () => {
    const priced: CourseFacts = {
      name: "Routage",
      description: "Préparation CCNA.",
      path: "/lif-form/reseaux",
      anchor: "routage",
      priceExclVat: 1990,
      dateModified: "2026-11-26",
    };
    const [list] = ofType(graphOf("/lif-form/reseaux", "fr", [priced]), "ItemList");
    const course = ((list?.itemListElement ?? []) as Node[])[0]?.item as Node;
    expect(course).toMatchObject({
      dateModified: "2026-11-26",
      offers: { "@type": "Offer", price: "1990", priceCurrency: "EUR" },
    });
  });
});
