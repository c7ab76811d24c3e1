import { z } from "zod";
import {
  CompanySchema,
  ConsentSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  MessageSchema,
  OptionalCompanySchema,
  OptionalPhoneSchema,
  OptionalPositionSchema,
  orNotProvided,
  singleLine,
} from "./field-schemas";

/** Shown when the CV field is required and no file was chosen. */
export const CV_REQUIRED = "Veuillez joindre votre CV";

/** A chosen file, or nothing (the field's value lives outside the input so it can be checked first). */
const CvSchema = z.custom<File | null>((value) => value === null || value instanceof File);

/** The contact form's rules (spec section 5); the company and the CV can be required where embedded. */
export function contactSchema({ companyRequired = false, cvRequired = false } = {}) {
  return z.object({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    email: EmailSchema,
    phone: OptionalPhoneSchema,
    company: companyRequired ? CompanySchema : OptionalCompanySchema,
    position: OptionalPositionSchema,
    message: MessageSchema,
    cv: cvRequired ? CvSchema.refine((file) => file !== null, CV_REQUIRED) : CvSchema,
    gdpr: ConsentSchema,
  });
}

export type ContactValues = z.input<ReturnType<typeof contactSchema>>;

export const CONTACT_DEFAULTS: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  position: "",
  message: "",
  cv: null,
  gdpr: false,
};

export type ContactPayload = {
  from_name: string;
  from_email: string;
  phone: string;
  company: string;
  position: string;
  message: string;
  form_type: string;
  cv_file?: string;
  cv_name?: string;
};

/**
 * The e-mail payload of spec section 3. The CV, when one was chosen, travels like the expert form's
 * (base64 after the data-URL comma, and its name): a field whose content is thrown away loses a lead.
 */
export function buildContactPayload(
  values: Omit<ContactValues, "cv" | "gdpr">,
  formType: string,
  cv?: { base64: string; name: string },
): ContactPayload {
  const payload: ContactPayload = {
    from_name: singleLine(`${values.firstName.trim()} ${values.lastName.trim()}`),
    from_email: singleLine(values.email),
    phone: orNotProvided(values.phone),
    company: orNotProvided(values.company),
    position: orNotProvided(values.position),
    message: values.message.trim(),
    form_type: formType,
  };
  if (cv) {
    payload.cv_file = cv.base64;
    payload.cv_name = singleLine(cv.name);
  }
  return payload;
}
