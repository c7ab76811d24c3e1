import { GROUP_FIGURES, groupFiguresToConfirm } from "./group";

describe("group figures the owner must refresh", () => {
  it("asks for a newer report once a dated figure is more than a year old, not before", () => {
    const { year } = GROUP_FIGURES.co2Avoided;
    const fresh = groupFiguresToConfirm(year + 1).map((line) => line.fact);
    const stale = groupFiguresToConfirm(year + 2).map((line) => line.fact);
    expect(fresh.some((fact) => fact.includes("CO₂"))).toBe(false);
    expect(stale.some((fact) => fact.includes(`CO₂ évité : 120 tonnes mesuré en ${year}`))).toBe(true);
  });

  it("lists a target without a date as owner-pending", () => {
    expect(GROUP_FIGURES.womenManagersTarget.year).toBeNull();
    expect(groupFiguresToConfirm(2026).map((line) => line.fact)).toContainEqual(
      expect.stringContaining("femmes managers"),
    );
  });
});
