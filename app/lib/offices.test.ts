import { GROUP_FIGURES } from "~/facts/group";
import { SHORE_CENTRES } from "~/facts/shore";
import { officeIn } from "./offices";

describe("offices read from the group's facts", () => {
  it("finds an office or a presence by city", () => {
    expect(officeIn("Tunis").opened).toBe(2018);
    expect(officeIn("Casablanca").status).toBe("presence");
  });

  it("fails on a city the facts do not know", () => {
    expect(() => officeIn("Lyon")).toThrow("Unknown office Lyon");
  });

  // The group pages say "three centres in Africa" from the figures and name them from the offices.
  it("counts as many production centres as the group figures' offices in Africa", () => {
    expect(SHORE_CENTRES.map((office) => office.city)).toEqual(["Tunis", "Dakar", "Abidjan"]);
    expect(SHORE_CENTRES).toHaveLength(GROUP_FIGURES.africanOffices);
  });
});
