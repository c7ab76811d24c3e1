import { z } from "zod";

/**
 * Reusable field schemas: every rule carries its French message (the spec's own where it gives one),
 * and every limit has a name. Forms compose these into their own schema.
 */
// Generic messages (required, wrong type) in French rather than zod's English defaults. `jitless`: zod's
// compiled validators probe `new Function`, which our Content-Security-Policy (no 'unsafe-eval') reports.
z.config({ ...z.locales.fr(), jitless: true });

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const COMPANY_MAX = 150;
export const POSITION_MAX = 150;
export const PHONE_MIN = 10;
export const PHONE_MAX = 30;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** "5 000" with the non-breaking space French typography wants. */
const count = (n: number) => n.toLocaleString("fr-FR").replace(/\s/g, "\u00a0");
const tooLong = (what: string, max: number) => `${what} ne doit pas dépasser ${count(max)}\u00a0caractères.`;

/** Removes line breaks from a single-line value (names, e-mail, company) before it goes into an e-mail. */
export function singleLine(value: string): string {
  return value
    .replace(/[\r\n\u2028\u2029\u0085]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

export const MESSAGES = {
  firstName: "Le prénom est obligatoire",
  lastName: "Le nom est obligatoire",
  fullName: "Veuillez indiquer vos nom et prénom",
  email: "Email invalide",
  phone: "Numéro de téléphone invalide",
  company: "Le nom de l’entreprise est obligatoire",
  message: "Veuillez entrer un message d’au moins 10 caractères",
  gdpr: "Vous devez accepter la politique de confidentialité",
  firstNameTooLong: tooLong("Le prénom", NAME_MAX),
  lastNameTooLong: tooLong("Le nom", NAME_MAX),
  fullNameTooLong: tooLong("Le nom", NAME_MAX),
  emailTooLong: tooLong("L’adresse e-mail", EMAIL_MAX),
  phoneTooLong: tooLong("Le numéro de téléphone", PHONE_MAX),
  companyTooLong: tooLong("Le nom de l’entreprise", COMPANY_MAX),
  positionTooLong: tooLong("La fonction", POSITION_MAX),
  messageTooLong: tooLong("Le message", MESSAGE_MAX),
} as const;

/** A required name of at least NAME_MIN characters. */
export const nameSchema = (required: string, tooLongMessage: string) =>
  z.string(required).trim().min(NAME_MIN, required).max(NAME_MAX, tooLongMessage);

export const FirstNameSchema = nameSchema(MESSAGES.firstName, MESSAGES.firstNameTooLong);
export const LastNameSchema = nameSchema(MESSAGES.lastName, MESSAGES.lastNameTooLong);
export const FullNameSchema = nameSchema(MESSAGES.fullName, MESSAGES.fullNameTooLong);

export const EmailSchema = z
  .string(MESSAGES.email)
  .trim()
  .max(EMAIL_MAX, MESSAGES.emailTooLong)
  .pipe(z.email(MESSAGES.email));

/** Optional; when given, at least PHONE_MIN characters made of digits, spaces, +, ., -, parentheses. */
export const OptionalPhoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX, MESSAGES.phoneTooLong)
  .refine(
    (value) => value === "" || (value.length >= PHONE_MIN && /^[0-9+().\s-]+$/.test(value)),
    MESSAGES.phone,
  );

export const OptionalCompanySchema = z.string().trim().max(COMPANY_MAX, MESSAGES.companyTooLong);
export const CompanySchema = z
  .string(MESSAGES.company)
  .trim()
  .min(1, MESSAGES.company)
  .max(COMPANY_MAX, MESSAGES.companyTooLong);
export const OptionalPositionSchema = z.string().trim().max(POSITION_MAX, MESSAGES.positionTooLong);

export const MessageSchema = z
  .string(MESSAGES.message)
  .trim()
  .min(MESSAGE_MIN, MESSAGES.message)
  .max(MESSAGE_MAX, MESSAGES.messageTooLong);

export const ConsentSchema = z.boolean(MESSAGES.gdpr).refine((value) => value, MESSAGES.gdpr);

/** The placeholder the team reads for an optional field left empty (spec section 3). */
export const NOT_PROVIDED = "Non renseigné";
export const orNotProvided = (value: string | undefined) => {
  const clean = singleLine(value ?? "");
  return clean === "" ? NOT_PROVIDED : clean;
};
