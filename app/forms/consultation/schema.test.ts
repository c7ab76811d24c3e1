import { describe, expect, test } from "vitest";
import { ConsultationSchema, type ConsultationValues } from "./schema";

const VALID: ConsultationValues = {
  fullName: "Awa Diop",
  email: "awa@exemple.fr",
  company: "ACME",
  phone: "",
  message: "Une équipe de cinq développeurs Java.",
  consent: true,
};

describe("ConsultationSchema", () => {
  test("accepts a complete request", () => {
    expect(ConsultationSchema.safeParse(VALID).success).toBe(true);
  });

  test.each([
    ["fullName", "", "Veuillez indiquer vos nom et prénom"],
    ["email", "pas-un-email", "Email invalide"],
    ["company", "", "Le nom de l’entreprise est obligatoire"],
    ["phone", "123", "Numéro de téléphone invalide"],
    ["phone", "06 12 34 56 78", undefined],
    ["message", "court", "Veuillez entrer un message d’au moins 10 caractères"],
    ["consent", false, "Vous devez accepter la politique de confidentialité"],
  ])("%s = %j → %j", (field, value, expected) => {
    const result = ConsultationSchema.safeParse({ ...VALID, [field]: value });
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(expected);
  });
});
