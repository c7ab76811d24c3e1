import { describe, expect, test } from "vitest";
import * as z from "zod/mini";
import {
  COMPANY_MAX,
  CompanySchema,
  ConsentSchema,
  EMAIL_MAX,
  EmailSchema,
  emptyValues,
  FirstNameSchema,
  FullNameSchema,
  LastNameSchema,
  MESSAGE_MAX,
  MESSAGE_MIN,
  MESSAGES,
  MessageSchema,
  NAME_MAX,
  NAME_MIN,
  NOT_PROVIDED,
  OptionalCompanySchema,
  OptionalCvSchema,
  OptionalPhoneSchema,
  OptionalPositionSchema,
  orNotProvided,
  PHONE_MAX,
  PHONE_MIN,
  POSITION_MAX,
  RequiredCvSchema,
  RequiredMessageSchema,
  singleLine,
} from "./rules";

/** The first message a schema gives for a value, or undefined when the value passes. */
function messageOf(schema: z.ZodMiniType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

const pdf = new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" });

describe("the named limits", () => {
  test.each([
    ["NAME_MIN", NAME_MIN, 2],
    ["NAME_MAX", NAME_MAX, 100],
    ["EMAIL_MAX", EMAIL_MAX, 254],
    ["COMPANY_MAX", COMPANY_MAX, 150],
    ["POSITION_MAX", POSITION_MAX, 150],
    ["PHONE_MIN", PHONE_MIN, 10],
    ["PHONE_MAX", PHONE_MAX, 30],
    ["MESSAGE_MIN", MESSAGE_MIN, 10],
    ["MESSAGE_MAX", MESSAGE_MAX, 5000],
  ])("%s is %d", (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe("each shared field schema, value by value", () => {
  test.each<[string, z.ZodMiniType, unknown, string | undefined]>([
    ["FirstNameSchema", FirstNameSchema, "", "Le prénom est obligatoire"],
    ["FirstNameSchema", FirstNameSchema, "A", "Le prénom est obligatoire"],
    ["FirstNameSchema", FirstNameSchema, "  A  ", "Le prénom est obligatoire"],
    ["FirstNameSchema", FirstNameSchema, undefined, "Le prénom est obligatoire"],
    ["FirstNameSchema", FirstNameSchema, "Al", undefined],
    ["FirstNameSchema", FirstNameSchema, "a".repeat(NAME_MAX), undefined],
    [
      "FirstNameSchema",
      FirstNameSchema,
      "a".repeat(NAME_MAX + 1),
      "Le prénom ne doit pas dépasser 100\u00a0caractères.",
    ],
    ["LastNameSchema", LastNameSchema, "D", "Le nom est obligatoire"],
    ["LastNameSchema", LastNameSchema, "Ba", undefined],
    ["LastNameSchema", LastNameSchema, "a".repeat(101), "Le nom ne doit pas dépasser 100\u00a0caractères."],
    ["FullNameSchema", FullNameSchema, "", "Veuillez indiquer vos nom et prénom"],
    ["FullNameSchema", FullNameSchema, "Awa Diop", undefined],
    ["EmailSchema", EmailSchema, "", "Email invalide"],
    ["EmailSchema", EmailSchema, "awa", "Email invalide"],
    ["EmailSchema", EmailSchema, "awa@", "Email invalide"],
    ["EmailSchema", EmailSchema, "awa@exemple", "Email invalide"],
    ["EmailSchema", EmailSchema, " awa@exemple.fr ", undefined],
    [
      "EmailSchema",
      EmailSchema,
      `${"a".repeat(250)}@exemple.fr`,
      "L’adresse e-mail ne doit pas dépasser 254\u00a0caractères.",
    ],
    ["OptionalPhoneSchema", OptionalPhoneSchema, "", undefined],
    ["OptionalPhoneSchema", OptionalPhoneSchema, "0612", "Numéro de téléphone invalide"],
    ["OptionalPhoneSchema", OptionalPhoneSchema, "06 12 34 ", "Numéro de téléphone invalide"],
    ["OptionalPhoneSchema", OptionalPhoneSchema, "0612345678", undefined],
    ["OptionalPhoneSchema", OptionalPhoneSchema, "+33 (0)6 12-34.56.78", undefined],
    ["OptionalPhoneSchema", OptionalPhoneSchema, "appelez-moi svp", "Numéro de téléphone invalide"],
    [
      "OptionalPhoneSchema",
      OptionalPhoneSchema,
      "0".repeat(31),
      "Le numéro de téléphone ne doit pas dépasser 30\u00a0caractères.",
    ],
    ["CompanySchema", CompanySchema, "  ", "Le nom de l’entreprise est obligatoire"],
    ["CompanySchema", CompanySchema, "ACME", undefined],
    [
      "CompanySchema",
      CompanySchema,
      "a".repeat(151),
      "Le nom de l’entreprise ne doit pas dépasser 150\u00a0caractères.",
    ],
    ["OptionalCompanySchema", OptionalCompanySchema, "", undefined],
    [
      "OptionalCompanySchema",
      OptionalCompanySchema,
      "a".repeat(151),
      "Le nom de l’entreprise ne doit pas dépasser 150\u00a0caractères.",
    ],
    ["OptionalPositionSchema", OptionalPositionSchema, "", undefined],
    [
      "OptionalPositionSchema",
      OptionalPositionSchema,
      "a".repeat(151),
      "La fonction ne doit pas dépasser 150\u00a0caractères.",
    ],
    ["MessageSchema", MessageSchema, "", "Veuillez entrer un message d’au moins 10 caractères"],
    ["MessageSchema", MessageSchema, "Court", "Veuillez entrer un message d’au moins 10 caractères"],
    ["MessageSchema", MessageSchema, "  Court     ", "Veuillez entrer un message d’au moins 10 caractères"],
    ["MessageSchema", MessageSchema, "Trop court", undefined],
    ["MessageSchema", MessageSchema, "a".repeat(MESSAGE_MAX), undefined],
    [
      "MessageSchema",
      MessageSchema,
      "a".repeat(100_000),
      "Le message ne doit pas dépasser 5\u00a0000\u00a0caractères.",
    ],
    ["RequiredMessageSchema", RequiredMessageSchema, "   ", "Le message est obligatoire"],
    ["RequiredMessageSchema", RequiredMessageSchema, "Oui", undefined],
    [
      "RequiredMessageSchema",
      RequiredMessageSchema,
      "x".repeat(5001),
      "Le message ne doit pas dépasser 5\u00a0000\u00a0caractères.",
    ],
    ["ConsentSchema", ConsentSchema, false, "Vous devez accepter la politique de confidentialité"],
    ["ConsentSchema", ConsentSchema, undefined, "Vous devez accepter la politique de confidentialité"],
    ["ConsentSchema", ConsentSchema, true, undefined],
    ["OptionalCvSchema", OptionalCvSchema, null, undefined],
    ["OptionalCvSchema", OptionalCvSchema, pdf, undefined],
    ["RequiredCvSchema", RequiredCvSchema, null, "Veuillez joindre votre CV"],
    ["RequiredCvSchema", RequiredCvSchema, pdf, undefined],
  ])("%s: %j → %j", (_name, schema, value, expected) => {
    expect(messageOf(schema, value)).toBe(expected);
  });

  test("a file-less value is not a CV", () => {
    expect(OptionalCvSchema.safeParse("cv.pdf").success).toBe(false);
  });
});

describe("the spec's own messages, word for word", () => {
  test.each([
    [MESSAGES.firstName, "Le prénom est obligatoire"],
    [MESSAGES.lastName, "Le nom est obligatoire"],
    [MESSAGES.email, "Email invalide"],
    [MESSAGES.phone, "Numéro de téléphone invalide"],
    [MESSAGES.message, "Veuillez entrer un message d’au moins 10 caractères"],
    [MESSAGES.consent, "Vous devez accepter la politique de confidentialité"],
  ])("%j", (message, expected) => {
    expect(message).toBe(expected);
  });
});

describe("singleLine", () => {
  test.each([
    ["Marie\nCurie", "Marie Curie"],
    ["  Marie \r\n Curie  ", "Marie Curie"],
    ["ACME\u2028SAS", "ACME SAS"],
    ["ACME\u0085SAS", "ACME SAS"],
    ["a@b.fr\n", "a@b.fr"],
    ["", ""],
  ])("%j becomes %j", (input, expected) => {
    expect(singleLine(input)).toBe(expected);
  });
});

describe("orNotProvided", () => {
  test.each([
    [undefined, NOT_PROVIDED],
    ["", "Non renseigné"],
    ["  \n ", "Non renseigné"],
    ["DSI\n", "DSI"],
  ])("%j becomes %j", (input, expected) => {
    expect(orNotProvided(input)).toBe(expected);
  });
});

describe("generic messages are French", () => {
  test("a missing value", () => {
    const result = z.object({ a: z.string() }).safeParse({});
    expect(result.error?.issues[0]?.message).toMatch(/invalide|attendu/i);
  });
});

describe("emptyValues", () => {
  test("gives each field of a schema its empty value: no text, no CV, consent not given", () => {
    const schema = z.object({
      firstName: FirstNameSchema,
      email: EmailSchema,
      phone: OptionalPhoneSchema,
      cv: OptionalCvSchema,
      consent: ConsentSchema,
    });
    expect(emptyValues(schema)).toEqual({ firstName: "", email: "", phone: "", cv: null, consent: false });
  });
});
