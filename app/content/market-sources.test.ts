import { AFRICA_DEVELOPERS, TALENT_SHORTAGE } from "~/facts/market";
import { nearshore } from "./shore/nearshore";
import { strings } from "./strings";
import { talentBackoffice } from "./talent/backoffice";
import { talentClient } from "./talent/client";
import { talentLanding } from "./talent/landing";

const NBSP = "\u00a0";

describe("market figures are quoted with their source, as the source states them", () => {
  it.each([
    ["the nearshore page", nearshore.talent],
    ["the LIF Talent home", talentLanding.market],
    ["the Africa back office", talentBackoffice.hero.facts],
  ])("%s names the report beside Africa's developer count", (_, copy) => {
    const text = strings(copy).join("\n");
    if (text.includes(`716${NBSP}000`)) expect(text).toContain(AFRICA_DEVELOPERS.source);
    expect(text).not.toMatch(/francophones?\W+(?:\+|plus de )?7\d\d/);
  });

  it.each([
    ["the nearshore page", nearshore.talent],
    ["the LIF Talent home", talentLanding.market],
    ["the client page", talentClient.challenges],
  ])(
    "%s counts 85 million skilled workers of all sectors, never developers, with Korn Ferry named",
    (_, copy) => {
      const text = strings(copy).join("\n");
      expect(text).toContain(TALENT_SHORTAGE.source);
      expect(text).toContain("travailleurs qualifiés");
      expect(text).not.toMatch(/85\s*millions\s*de développeurs/);
    },
  );

  it("quotes no freelance growth figure, for want of a source", () => {
    expect(strings([talentLanding, talentClient]).join("\n")).not.toMatch(/depuis 2009/);
  });
});
