import { describe, expect, test } from "vitest";
import {
  buildConsultationPayload,
  buildGuidePayload,
  CONSULTATION_DEFAULTS,
  ConsultationSchema,
  GuideSchema,
} from "./shore-schemas";

describe("consultation form", () => {
  test.each([
    ["fullName", "", "Veuillez indiquer vos nom et prénom"],
    ["email", "pas-un-email", "Email invalide"],
    ["company", "", "Le nom de l’entreprise est obligatoire"],
    ["phone", "123", "Numéro de téléphone invalide"],
    ["message", "court", "Veuillez entrer un message d’au moins 10 caractères"],
    ["gdpr", false, "Vous devez accepter la politique de confidentialité"],
  ])("%s = %j → %j", (field, value, expected) => {
    const valid = {
      fullName: "Awa Diop",
      email: "awa@exemple.fr",
      company: "ACME",
      phone: "",
      message: "Une équipe de cinq développeurs Java.",
      gdpr: true,
    };
    expect(ConsultationSchema.safeParse(valid).success).toBe(true);
    const result = ConsultationSchema.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(expected);
  });

  test("payload", () => {
    expect(
      buildConsultationPayload(
        {
          ...CONSULTATION_DEFAULTS,
          fullName: "Awa\nDiop",
          email: "awa@exemple.fr",
          company: "ACME",
          message: "Besoin ",
        },
        "nos-services",
        "/services/lif-shore/nos-services",
      ),
    ).toEqual({
      from_name: "Awa Diop",
      from_email: "awa@exemple.fr",
      company: "ACME",
      phone: "Non renseigné",
      message: "Besoin",
      form_type: "nos-services",
      page: "/services/lif-shore/nos-services",
    });
  });
});

describe("guide form", () => {
  test("every field is required", () => {
    const result = GuideSchema.safeParse({ fullName: "", email: "", company: "" });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["fullName", "Veuillez indiquer vos nom et prénom"],
      ["email", "Email invalide"],
      ["company", "Le nom de l’entreprise est obligatoire"],
    ]);
  });

  test("payload", () => {
    expect(
      buildGuidePayload(
        { fullName: " Awa Diop", email: "awa@exemple.fr", company: "ACME\n" },
        "Guide du nearshore",
      ),
    ).toEqual({
      from_name: "Awa Diop",
      from_email: "awa@exemple.fr",
      company: "ACME",
      guide: "Guide du nearshore",
    });
  });
});
