import { getPage, PAGES, pageCopy } from "./pages";

describe("page table", () => {
  const paths = PAGES.map((page) => page.path);

  it("holds every route of the spec plus the three training subpages", () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/partners",
        "/contact",
        "/services",
        "/services/lif-shore",
        "/services/lif-form",
        "/services/lif-talent",
        "/le-groupe",
        "/nos-engagements",
        "/services/lif-shore/conformite-et-organisation",
        "/services/lif-shore/service-nearshore-afrique",
        "/services/lif-shore/nos-services",
        "/services/lif-shore/recrutement-talents-afrique",
        "/services/lif-shore/strategie-externalisation-agile",
        "/services/lif-shore/dashboard",
        "/services/lif-shore/demander-evaluation-gratuite",
        "/lif-talent/expert-it",
        "/lif-talent/client-entreprise",
        "/lif-talent/modele",
        "/lif-talent/backoffice-afrique",
        "/politique-confidentialite",
        "/mentions-legales",
        "/politique-de-securite",
        "/lif-form/cybersecurite",
        "/lif-form/reseaux",
        "/lif-form/securite",
      ]),
    );
    expect(paths).toHaveLength(27);
  });

  it("gives every page a unique path, title and h1", () => {
    for (const key of ["path", "title", "h1"] as const) {
      expect(new Set(PAGES.map((page) => page[key])).size).toBe(PAGES.length);
    }
  });

  it("keeps descriptions within what search results show", () => {
    for (const page of PAGES) {
      expect(page.description.length, page.path).toBeGreaterThan(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(200);
    }
  });

  it("uses the spec's exact titles where it gives them", () => {
    expect(getPage("/contact").title).toBe("Contactez LIF Group | Expert en Solutions Nearshoring");
    expect(getPage("/about").title).toBe("Qui Sommes-Nous - LIF Group");
    expect(getPage("/partners").title).toBe("Nos Partenaires - LIF Group");
    expect(getPage("/contact").h1).toBe("Contactez-nous");
  });

  it("speaks of France-Africa on the French home page and Belgium-Africa on the Belgian one", () => {
    const home = getPage("/");
    expect(pageCopy(home, "fr").title).toContain("France-Afrique");
    expect(pageCopy(home, "fr").description).toContain("France-Afrique");
    expect(pageCopy(home, "be").title).toContain("Belgique-Afrique");
    expect(pageCopy(home, "be").description).toContain("Belgique-Afrique");
    expect(pageCopy(getPage("/about"), "be").title).toBe("Qui Sommes-Nous - LIF Group");
  });
});
