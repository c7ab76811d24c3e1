import { z } from "zod";
import {
  CompanySchema,
  ConsentSchema,
  EmailSchema,
  emptyValues,
  FullNameSchema,
  MessageSchema,
  OptionalPhoneSchema,
} from "../shared/rules";

/** The LIF Shore consultation request: who, how to reach them, and the need. */
export const ConsultationSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  company: CompanySchema,
  phone: OptionalPhoneSchema,
  message: MessageSchema,
  consent: ConsentSchema,
});

export type ConsultationValues = z.input<typeof ConsultationSchema>;

export const CONSULTATION_DEFAULTS: ConsultationValues = emptyValues(ConsultationSchema);
