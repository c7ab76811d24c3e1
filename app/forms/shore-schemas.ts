import { z } from "zod";
import {
  CompanySchema,
  ConsentSchema,
  EmailSchema,
  FullNameSchema,
  MessageSchema,
  OptionalPhoneSchema,
  orNotProvided,
  singleLine,
} from "./field-schemas";

/** The LIF Shore consultation form: who, how to reach them, and the need. */
export const ConsultationSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  company: CompanySchema,
  phone: OptionalPhoneSchema,
  message: MessageSchema,
  gdpr: ConsentSchema,
});
export type ConsultationValues = z.input<typeof ConsultationSchema>;
export const CONSULTATION_DEFAULTS: ConsultationValues = {
  fullName: "",
  email: "",
  company: "",
  phone: "",
  message: "",
  gdpr: false,
};

export type ConsultationPayload = {
  from_name: string;
  from_email: string;
  company: string;
  phone: string;
  message: string;
  form_type: string;
  page: string;
};

export function buildConsultationPayload(
  values: Omit<ConsultationValues, "gdpr">,
  formType: string,
  page: string,
): ConsultationPayload {
  return {
    from_name: singleLine(values.fullName),
    from_email: singleLine(values.email),
    company: singleLine(values.company),
    phone: orNotProvided(values.phone),
    message: values.message.trim(),
    form_type: formType,
    page,
  };
}

/** The guide download form: where to send the guide. */
export const GuideSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  company: CompanySchema,
});
export type GuideValues = z.input<typeof GuideSchema>;
export const GUIDE_DEFAULTS: GuideValues = { fullName: "", email: "", company: "" };

export type GuidePayload = { from_name: string; from_email: string; company: string; guide: string };

export function buildGuidePayload(values: GuideValues, guide: string): GuidePayload {
  return {
    from_name: singleLine(values.fullName),
    from_email: singleLine(values.email),
    company: singleLine(values.company),
    guide,
  };
}
