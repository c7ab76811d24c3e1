import {
  AFRICA_BACKOFFICE,
  hoursFromParis,
  PRESENCE_CITIES,
  presenceByRegion,
  presenceTimeDifference,
  revenueSplit,
  TALENT_TERMS,
} from "./talent";

describe("the revenue split of one billed day", () => {
  it("bills the specification's example: a 700 € rate plus 15 % is 805 €", () => {
    const split = revenueSplit(TALENT_TERMS.example.dailyRate);
    expect(split).toMatchObject({ dailyRate: 700, commission: 105, billed: 805 });
    expect(split.billed).toBe(TALENT_TERMS.example.billed);
  });

  it("leaves the consultant more than 85 % of what the client pays, whatever the rate", () => {
    for (const rate of [350, 500, 700, 950, 1234]) {
      const split = revenueSplit(rate);
      expect(split.dailyRate + split.commission).toBeCloseTo(split.billed, 2);
      expect(split.consultantShareOfBilled).toBeGreaterThan(TALENT_TERMS.consultantSharePercent);
      expect(split.consultantShareOfBilled + split.commissionShareOfBilled).toBeCloseTo(100, 10);
    }
    expect(revenueSplit(700).consultantShareOfBilled).toBeCloseTo(86.96, 2);
  });

  it("keeps the cents of an uneven rate", () => {
    expect(revenueSplit(633)).toMatchObject({ commission: 94.95, billed: 727.95 });
  });
});

describe("the Africa arm's presence", () => {
  it("lists the four cities every page names, by region: the three centres and the Casablanca presence", () => {
    expect(presenceByRegion().map(({ region, cities }) => [region, cities.map((city) => city.city)])).toEqual(
      [
        ["Maghreb", ["Tunis", "Casablanca"]],
        ["Afrique de l’Ouest", ["Dakar", "Abidjan"]],
      ],
    );
    expect(AFRICA_BACKOFFICE.presence.Maghreb).toEqual(["Tunis", "Casablanca"]);
    expect(PRESENCE_CITIES).toHaveLength(4);
  });

  it("is 0 to 2 hours from Paris depending on the city and the season", () => {
    expect(hoursFromParis({ winter: 1, summer: 1 })).toEqual({ min: 0, max: 1 });
    expect(hoursFromParis({ winter: 0, summer: 0 })).toEqual({ min: 1, max: 2 });
    expect(presenceTimeDifference()).toEqual({
      min: 0,
      max: 2,
      noDifference: ["Tunis", "Casablanca"],
    });
  });
});

describe("the skills split and the 2026 target", () => {
  it("adds up to 100 %", () => {
    expect(AFRICA_BACKOFFICE.skills.reduce((sum, skill) => sum + skill.value, 0)).toBe(100);
  });

  it("names four of its ten centres and leaves six to come", () => {
    const { vision } = AFRICA_BACKOFFICE;
    expect(vision.named).toEqual(["Kenya", "Rwanda", "Ghana", "Égypte"]);
    expect(vision.named.length + vision.others).toBe(vision.centres);
  });
});
