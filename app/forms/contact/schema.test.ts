import { describe, expect, test } from "vitest";
import { MESSAGES } from "../shared/rules";
import { ContactSchema, type ContactValues, contactSchemaFor } from "./schema";
import { VALID_CONTACT as VALID } from "./test-values";

/** The first message zod gives for a field, or undefined when the field is valid. */
function messageFor(values: Partial<ContactValues>, field: keyof ContactValues, options = {}) {
  const result = contactSchemaFor(options).safeParse({ ...VALID, ...values });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("ContactSchema", () => {
  test("a complete message is valid", () => {
    expect(ContactSchema.safeParse(VALID).success).toBe(true);
    expect(contactSchemaFor().safeParse(VALID).success).toBe(true);
  });

  test.each<[keyof ContactValues, unknown, string | undefined]>([
    ["firstName", "", "Le prénom est obligatoire"],
    ["firstName", "A", "Le prénom est obligatoire"],
    ["firstName", "  A  ", "Le prénom est obligatoire"],
    ["firstName", "Al", undefined],
    ["firstName", "a".repeat(101), "Le prénom ne doit pas dépasser 100\u00a0caractères."],
    ["lastName", "", "Le nom est obligatoire"],
    ["lastName", "D", "Le nom est obligatoire"],
    ["lastName", "Ba", undefined],
    ["email", "", "Email invalide"],
    ["email", "awa", "Email invalide"],
    ["email", "awa@", "Email invalide"],
    ["email", "awa@exemple", "Email invalide"],
    ["email", " awa@exemple.fr ", undefined],
    ["phone", "", undefined],
    ["phone", "0612", "Numéro de téléphone invalide"],
    ["phone", "06 12 34 ", "Numéro de téléphone invalide"],
    ["phone", "0612345678", undefined],
    ["phone", "06 12 34 56 78", undefined],
    ["phone", "+33 6 12 34 56 78", undefined],
    ["phone", "appelez-moi svp", "Numéro de téléphone invalide"],
    ["phone", "0".repeat(31), "Le numéro de téléphone ne doit pas dépasser 30\u00a0caractères."],
    ["message", "", "Veuillez entrer un message d’au moins 10 caractères"],
    ["message", "Trop court", undefined],
    ["message", "Court", "Veuillez entrer un message d’au moins 10 caractères"],
    ["message", "a".repeat(5000), undefined],
    ["message", "a".repeat(100_000), "Le message ne doit pas dépasser 5\u00a0000\u00a0caractères."],
    ["consent", false, "Vous devez accepter la politique de confidentialité"],
    ["company", "", undefined],
    ["company", "a".repeat(151), "Le nom de l’entreprise ne doit pas dépasser 150\u00a0caractères."],
    ["position", "", undefined],
    ["position", "a".repeat(151), "La fonction ne doit pas dépasser 150\u00a0caractères."],
    ["cv", null, undefined],
  ])("%s = %j → %j", (field, value, expected) => {
    expect(messageFor({ [field]: value }, field)).toBe(expected);
  });

  test("the company can be required", () => {
    expect(messageFor({ company: "" }, "company", { companyRequired: true })).toBe(
      "Le nom de l’entreprise est obligatoire",
    );
    expect(messageFor({ company: "ACME" }, "company", { companyRequired: true })).toBeUndefined();
  });

  test("the CV can be required", () => {
    expect(messageFor({ cv: null }, "cv", { cvRequired: true })).toBe(MESSAGES.cv);
    const file = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    expect(messageFor({ cv: file }, "cv", { cvRequired: true })).toBeUndefined();
  });
});
