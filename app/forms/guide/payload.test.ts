import { describe, expect, test } from "vitest";
import { buildGuidePayload, guideDelivery } from "./payload";

const VALUES = { fullName: " Awa Diop", email: "awa@exemple.fr", company: "ACME\n" };

describe("the guide payload", () => {
  test("names the guide; single-line fields without line breaks", () => {
    expect(buildGuidePayload(VALUES, { title: "Guide du nearshore", file: "/generated/guide.pdf" })).toEqual({
      from_name: "Awa Diop",
      from_email: "awa@exemple.fr",
      company: "ACME",
      guide: "Guide du nearshore",
      guide_url: "https://www.lif-group.fr/generated/guide.pdf",
    });
  });

  test("is one send to the guide template", () => {
    expect(guideDelivery(VALUES, { title: "Guide", file: "/generated/guide.pdf" }).team.template).toBe(
      "guide",
    );
  });
});
