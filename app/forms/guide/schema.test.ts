import { describe, expect, test } from "vitest";
import { GUIDE_DEFAULTS, GuideSchema } from "./schema";

describe("GuideSchema", () => {
  test("every field is required", () => {
    const result = GuideSchema.safeParse(GUIDE_DEFAULTS);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["fullName", "Veuillez indiquer vos nom et prénom"],
      ["email", "Email invalide"],
      ["company", "Le nom de l’entreprise est obligatoire"],
    ]);
  });

  test("accepts a complete request", () => {
    expect(
      GuideSchema.safeParse({ fullName: "Awa Diop", email: "awa@exemple.fr", company: "ACME" }).success,
    ).toBe(true);
  });
});
