import { fr } from "zod/locales";
import * as z from "zod/mini";
import { formatNumber } from "~/lib/french";
import { fill } from "./message-names";
import { MESSAGES_COPY } from "./messages-file";

/**
 * The rules every form shares: one zod schema per field, each rule with its French message (the spec's own
 * where it gives one) and each limit named. A form's schema only composes these. zod/mini: the same rules as
 * zod's classic API in a fraction of the code the browser downloads (docs/decisions/013).
 */
// Generic messages (required, wrong type) in French rather than zod's English defaults. `jitless`: zod's
// compiled validators probe `new Function`, which our Content-Security-Policy (no 'unsafe-eval') reports.
z.config({ ...fr(), jitless: true });

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
const count = (n: number) => formatNumber(n, 0).replace(/\s/g, "\u00a0");
const { validation } = MESSAGES_COPY;
/** A « ne doit pas dépasser {max} caractères » message of the file, its limit filled. */
const tooLong = (message: string, max: number) => fill(message, { max: count(max) });

/**
 * The fields' messages, from content/formulaires/messages.json (./messages-file.ts), in its order: `message` is for
 * the contact and shore forms (at least MESSAGE_MIN characters), `messageRequired` for the talent forms (any text).
 * The « trop long » ones quote {max}, filled here with their limit.
 */
export const MESSAGES = {
  ...validation,
  firstNameTooLong: tooLong(validation.firstNameTooLong, NAME_MAX),
  lastNameTooLong: tooLong(validation.lastNameTooLong, NAME_MAX),
  fullNameTooLong: tooLong(validation.fullNameTooLong, NAME_MAX),
  emailTooLong: tooLong(validation.emailTooLong, EMAIL_MAX),
  phoneTooLong: tooLong(validation.phoneTooLong, PHONE_MAX),
  companyTooLong: tooLong(validation.companyTooLong, COMPANY_MAX),
  positionTooLong: tooLong(validation.positionTooLong, POSITION_MAX),
  messageTooLong: tooLong(validation.messageTooLong, MESSAGE_MAX),
} as const;

/** Removes line breaks from a single-line value (names, e-mail, company) before it goes into an e-mail. */
export function singleLine(value: string): string {
  return value
    .replace(/[\r\n\u2028\u2029\u0085]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** What the team reads for an optional field left empty. */
export const NOT_PROVIDED = MESSAGES_COPY.team.notProvided;
export const orNotProvided = (value: string | undefined) => {
  const clean = singleLine(value ?? "");
  return clean === "" ? NOT_PROVIDED : clean;
};

/** A required name of at least NAME_MIN characters. */
const nameSchema = (required: string, tooLongMessage: string) =>
  z.string(required).check(z.trim(), z.minLength(NAME_MIN, required), z.maxLength(NAME_MAX, tooLongMessage));

export const FirstNameSchema = nameSchema(MESSAGES.firstName, MESSAGES.firstNameTooLong);
export const LastNameSchema = nameSchema(MESSAGES.lastName, MESSAGES.lastNameTooLong);
/** The one-field name of the shore forms. */
export const FullNameSchema = nameSchema(MESSAGES.fullName, MESSAGES.fullNameTooLong);

export const EmailSchema = z.pipe(
  z.string(MESSAGES.email).check(z.trim(), z.maxLength(EMAIL_MAX, MESSAGES.emailTooLong)),
  z.email(MESSAGES.email),
);

/** Optional; when given, at least PHONE_MIN characters made of digits, spaces, +, ., -, parentheses. */
export const OptionalPhoneSchema = z.string().check(
  z.trim(),
  z.maxLength(PHONE_MAX, MESSAGES.phoneTooLong),
  z.refine(
    (value) => value === "" || (value.length >= PHONE_MIN && /^[0-9+().\s-]+$/.test(value)),
    MESSAGES.phone,
  ),
);

export const CompanySchema = z
  .string(MESSAGES.company)
  .check(z.trim(), z.minLength(1, MESSAGES.company), z.maxLength(COMPANY_MAX, MESSAGES.companyTooLong));
export const OptionalCompanySchema = z
  .string()
  .check(z.trim(), z.maxLength(COMPANY_MAX, MESSAGES.companyTooLong));
export const OptionalPositionSchema = z
  .string()
  .check(z.trim(), z.maxLength(POSITION_MAX, MESSAGES.positionTooLong));

/** At least MESSAGE_MIN characters (contact and shore forms). */
export const MessageSchema = z
  .string(MESSAGES.message)
  .check(
    z.trim(),
    z.minLength(MESSAGE_MIN, MESSAGES.message),
    z.maxLength(MESSAGE_MAX, MESSAGES.messageTooLong),
  );

/** Any text, up to MESSAGE_MAX (talent forms). */
export const RequiredMessageSchema = z
  .string(MESSAGES.messageRequired)
  .check(
    z.trim(),
    z.minLength(1, MESSAGES.messageRequired),
    z.maxLength(MESSAGE_MAX, MESSAGES.messageTooLong),
  );

export const ConsentSchema = z.boolean(MESSAGES.consent).check(z.refine((value) => value, MESSAGES.consent));

/**
 * A chosen CV, or nothing. Its content is checked when it is chosen (cv-file.ts), before the form keeps it,
 * so the schema only says whether there is one.
 */
export const OptionalCvSchema = z.custom<File | null>((value) => value === null || value instanceof File);
export const RequiredCvSchema = OptionalCvSchema.check(z.refine((file) => file !== null, MESSAGES.cv));

/** Who writes, on the contact and LIF Talent forms: first name, last name, e-mail. */
export const PERSON_FIELDS = { firstName: FirstNameSchema, lastName: LastNameSchema, email: EmailSchema };
/** Who writes, on the LIF Shore forms: one name, e-mail, company (required). */
export const SHORE_PERSON_FIELDS = { fullName: FullNameSchema, email: EmailSchema, company: CompanySchema };

/** What a field holds before the visitor touches it, by its name: no CV, consent not given, otherwise no text. */
const emptyValueOf = (name: string) => (name === "cv" ? null : name === "consent" ? false : "");

/** A form's initial (and reset) values: each field of its schema, empty. */
export function emptyValues<Schema extends z.ZodMiniObject>(schema: Schema): z.input<Schema> {
  return Object.fromEntries(
    Object.keys(schema.shape).map((name) => [name, emptyValueOf(name)]),
  ) as z.input<Schema>;
}
