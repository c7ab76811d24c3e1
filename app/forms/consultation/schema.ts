import * as z from "zod/mini";
import {
  ConsentSchema,
  emptyValues,
  MessageSchema,
  OptionalPhoneSchema,
  SHORE_PERSON_FIELDS,
} from "../shared/rules";

/** The LIF Shore consultation request: who, how to reach them, and the need. */
export const ConsultationSchema = z.object({
  ...SHORE_PERSON_FIELDS,
  phone: OptionalPhoneSchema,
  message: MessageSchema,
  consent: ConsentSchema,
});

export type ConsultationValues = z.input<typeof ConsultationSchema>;

export const CONSULTATION_DEFAULTS: ConsultationValues = emptyValues(ConsultationSchema);
