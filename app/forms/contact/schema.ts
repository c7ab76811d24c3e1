import * as z from "zod/mini";
import {
  CompanySchema,
  ConsentSchema,
  emptyValues,
  MessageSchema,
  OptionalCompanySchema,
  OptionalCvSchema,
  OptionalPhoneSchema,
  OptionalPositionSchema,
  PERSON_FIELDS,
  RequiredCvSchema,
} from "../shared/rules";

/** The contact form: phone, company, position and CV are optional. */
export const ContactSchema = z.object({
  ...PERSON_FIELDS,
  phone: OptionalPhoneSchema,
  company: OptionalCompanySchema,
  position: OptionalPositionSchema,
  message: MessageSchema,
  cv: OptionalCvSchema,
  consent: ConsentSchema,
});

export type ContactOptions = { companyRequired?: boolean; cvRequired?: boolean };

/** The contact form as a page embeds it: the company and the CV can be required. */
export function contactSchemaFor({ companyRequired = false, cvRequired = false }: ContactOptions = {}) {
  return z.extend(ContactSchema, {
    company: companyRequired ? CompanySchema : OptionalCompanySchema,
    cv: cvRequired ? RequiredCvSchema : OptionalCvSchema,
  });
}

export type ContactValues = z.input<typeof ContactSchema>;

export const CONTACT_DEFAULTS: ContactValues = emptyValues(ContactSchema);
