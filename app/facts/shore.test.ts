import {
  activeResources,
  centresGapToParis,
  SHORE_CENTRES,
  SHORE_DASHBOARD_MOCK,
  SHORE_RECRUITMENT,
  SHORE_TALENT_POOL,
  seasonalGap,
  utcSpan,
} from "./shore";

describe("LIF Shore facts", () => {
  it("teams work in the three African production centres, not in Casablanca (a presence, not an office)", () => {
    expect(SHORE_CENTRES.map((office) => office.city)).toEqual(["Tunis", "Dakar", "Abidjan"]);
  });

  it("puts the centres 0 to 2 hours from Paris: Tunis 0 h in winter and 1 h in summer, Dakar 1 h and 2 h", () => {
    expect(centresGapToParis()).toEqual({ min: 0, max: 2 });
    const [tunis, dakar] = SHORE_CENTRES;
    expect(tunis && seasonalGap(tunis)).toEqual({ winter: 0, summer: 1 });
    expect(dakar && seasonalGap(dakar)).toEqual({ winter: 1, summer: 2 });
    expect(utcSpan()).toEqual({ min: 0, max: 2 });
  });

  it("adds the five steps' longest durations up to the promised 15 days", () => {
    const longest = SHORE_RECRUITMENT.steps.reduce((total, step) => total + step.days.max, 0);
    expect(SHORE_RECRUITMENT.steps.map((step) => step.days)).toEqual([
      { min: 1, max: 1 },
      { min: 2, max: 3 },
      { min: 3, max: 4 },
      { min: 2, max: 3 },
      { min: 2, max: 4 },
    ]);
    expect(longest).toBe(SHORE_RECRUITMENT.totalDays);
  });

  it("splits the pool's skills into 100 % and counts the dashboard's 42 active resources by centre", () => {
    expect(SHORE_TALENT_POOL.skills.reduce((total, skill) => total + skill.percent, 0)).toBe(100);
    expect(activeResources()).toBe(42);
    expect(SHORE_DASHBOARD_MOCK.resourcesByCentre.map((centre) => centre.city)).toEqual(
      SHORE_CENTRES.map((office) => office.city),
    );
  });
});
