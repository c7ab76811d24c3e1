// @vitest-environment node
import { type BuiltSite, checkSite, idsOf, linksOf, NOT_FOUND_PAGE } from "./links";

const ORIGIN = "https://www.lif-group.fr";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><body><a href="#contenu">Aller au contenu</a><main id="contenu">${body}</main><script>window.x = '<a href="/nulle-part">';</script></body></html>`;

/** A small built site: three pages that link to each other, a 404 page and one static file. */
function site(pages: Record<string, string>): BuiltSite {
  return {
    origin: ORIGIN,
    pages: new Map(Object.entries(pages)),
    hasFile: (pathname) => pathname === "/generated/guide.pdf",
  };
}

const HEALTHY = {
  "/": page('<a href="/contact">Contact</a> <a href="/about#valeurs">Valeurs</a>'),
  "/contact": page('<a href="/">Accueil</a> <a href="mailto:contact@lif-group.fr">E-mail</a>'),
  "/about": page(
    '<h2 id="valeurs">Valeurs</h2><a href="https://www.lif-group.fr/contact?sujet=a&amp;b=1">Écrire</a> <a href="/generated/guide.pdf">Guide</a> <a href="https://www.linkedin.com/company/x">LinkedIn</a>',
  ),
  [NOT_FOUND_PAGE]: page('<a href="/">Retour</a>'),
};

describe("internal links", () => {
  it("reads every link and id of the markup, not those inside scripts, with entities decoded", () => {
    const html = HEALTHY["/about"];
    expect(linksOf(html)).toEqual([
      "#contenu",
      "https://www.lif-group.fr/contact?sujet=a&b=1",
      "/generated/guide.pdf",
      "https://www.linkedin.com/company/x",
    ]);
    expect([...idsOf(html)]).toEqual(["contenu", "valeurs"]);
  });

  it("accepts a site whose links all answer 200 and whose pages are all linked", () => {
    expect(checkSite(site(HEALTHY))).toEqual({ problems: [], orphans: [] });
  });

  it.each([
    ["/lif-shore", "redirige (301) vers /services/lif-shore"],
    ["/contact/", "redirige (301) vers /contact"],
    ["/about/index.html", "redirige (301) vers /about"],
    ["/about.html", "redirige (301) vers /about"],
    ["/services/mobility?x=1", "redirige (301) vers /services/lif-shore?x=1"],
    ["/nulle-part", "page introuvable (404)"],
    ["/404.html", "page introuvable (404)"],
    ["/generated/absent.pdf", "page introuvable (404)"],
    ["/about#inconnue", "ancre #inconnue absente de /about"],
    ["#", "lien vide"],
  ])("flags a link to %s: %s", (href, problem) => {
    const pages = { ...HEALTHY, "/contact": page(`<a href="/">Accueil</a> <a href="${href}">Lien</a>`) };
    expect(checkSite(site(pages)).problems).toEqual([{ page: "/contact", href, problem }]);
  });

  it("flags a page that no other page links to (a link to itself does not count)", () => {
    const pages = { ...HEALTHY, "/partners": page('<a href="/partners">Ici</a> <a href="/">Accueil</a>') };
    expect(checkSite(site(pages)).orphans).toEqual(["/partners"]);
  });
});
