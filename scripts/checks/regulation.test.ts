// @vitest-environment node
import { REGULATORY_FACTS, staleRegulatoryFacts } from "../../app/facts/regulation";
import { regulationWarning } from "./regulation";

const participation = {
  label: "Participation forfaitaire CPF",
  value: "103,20\u00a0€",
  reference: "arrêté du 30 décembre 2025",
  effectiveFrom: "2026-01-01",
  effectiveFromText: "1er\u00a0janvier 2026",
};

describe("dated regulatory facts", () => {
  it("says nothing while a fact took effect less than a year ago", () => {
    expect(regulationWarning(new Date("2026-12-31T12:00:00Z"), [participation])).toBeNull();
  });

  it("warns, with the amount, its date and its reference, once a fact is over a year old", () => {
    const warning = regulationWarning(new Date("2027-01-02T00:00:00Z"), [participation]);
    expect(warning).toContain(
      "Participation forfaitaire CPF : 103,20\u00a0€ depuis le 1er\u00a0janvier 2026",
    );
    expect(warning).toContain("arrêté du 30 décembre 2025");
  });

  it("gives every fact a legal reference and a valid date of effect", () => {
    for (const fact of REGULATORY_FACTS) {
      expect(fact.reference).not.toBe("");
      expect(Number.isNaN(new Date(fact.effectiveFrom).getTime())).toBe(false);
    }
    expect(staleRegulatoryFacts(new Date("2000-01-01"))).toEqual([]);
  });
});
