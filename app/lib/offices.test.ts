import { GROUP_FIGURES } from "~/facts/group";
import { gapToParis, officeIn, PRESENCES, PRODUCTION_OFFICES, seasonalGap, utcSpan } from "./offices";

describe("offices read from the group's facts", () => {
  it("counts as many production centres as the group figures' offices in Africa, oldest first", () => {
    expect(PRODUCTION_OFFICES.map((office) => office.city)).toEqual(["Tunis", "Dakar", "Abidjan"]);
    expect(PRODUCTION_OFFICES).toHaveLength(GROUP_FIGURES.africanOffices);
  });

  it("lists Casablanca as a presence, not an office", () => {
    expect(PRESENCES.map((office) => office.city)).toEqual(["Casablanca"]);
  });

  it("puts Tunis at Paris time in winter and one hour behind in summer", () => {
    expect(seasonalGap(officeIn("Tunis"))).toEqual({ winter: 0, summer: 1 });
  });

  it("puts the production centres 0 to 2 hours from Paris, between UTC+0 and UTC+2", () => {
    expect(gapToParis(PRODUCTION_OFFICES)).toEqual({ min: 0, max: 2 });
    expect(utcSpan(PRODUCTION_OFFICES)).toEqual({ min: 0, max: 2 });
  });

  it("fails on a city the facts do not know", () => {
    expect(() => officeIn("Lyon")).toThrow("Unknown office Lyon");
  });
});
