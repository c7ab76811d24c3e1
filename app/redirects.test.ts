import { PAGES } from "./pages";
import { LEGACY_REDIRECTS, redirectTarget } from "./redirects";

describe("legacy redirects", () => {
  it.each([
    ["/services/mobility", "/services/lif-shore"],
    ["/services/academy", "/services/lif-form"],
    ["/services/network", "/services/lif-talent"],
    ["/services/lif-audit-pro", "/"],
    ["/services/lif-growth", "/"],
    ["/lif-shore", "/services/lif-shore"],
    ["/lif-shore/conformite-et-organisation", "/services/lif-shore/conformite-et-organisation"],
    ["/lif-shore/service-nearshore-afrique", "/services/lif-shore/service-nearshore-afrique"],
    ["/lif-shore/nos-services", "/services/lif-shore/nos-services"],
    ["/lif-shore/recrutement-talents-afrique", "/services/lif-shore/recrutement-talents-afrique"],
    ["/lif-shore/strategie-externalisation-agile", "/services/lif-shore/strategie-externalisation-agile"],
    ["/lif-shore/dashboard", "/services/lif-shore/dashboard"],
  ])("%s moves to %s", (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });

  it("lists exactly the spec's twelve legacy paths", () => {
    expect(Object.keys(LEGACY_REDIRECTS)).toHaveLength(12);
  });

  it("points every legacy path at a real page, never at another redirect", () => {
    const pages = new Set<string>(PAGES.map((page) => page.path));
    for (const target of Object.values(LEGACY_REDIRECTS)) {
      expect(pages.has(target)).toBe(true);
      expect(redirectTarget(target)).toBeUndefined();
    }
  });

  it("leaves other paths alone, including inherited object keys", () => {
    for (const path of ["/about", "/lif-shore/", "/constructor", "/toString", "/__proto__"]) {
      expect(redirectTarget(path)).toBeUndefined();
    }
  });
});
