import { describe, expect, test } from "vitest";
import { buildGuidePayload, guideDelivery } from "./payload";

const VALUES = { fullName: " Awa Diop", email: "awa@exemple.fr", company: "ACME\n" };

describe("the guide payload", () => {
  test("names the guide; single-line fields without line breaks", () => {
    expect(buildGuidePayload(VALUES, "Guide du nearshore")).toEqual({
      from_name: "Awa Diop",
      from_email: "awa@exemple.fr",
      company: "ACME",
      guide: "Guide du nearshore",
    });
  });

  test("is one send to the guide template", () => {
    expect(guideDelivery(VALUES, "Guide").team.template).toBe("guide");
  });
});
