import * as z from "zod/mini";
import {
  CompanySchema,
  ConsentSchema,
  emptyValues,
  PERSON_FIELDS,
  RequiredMessageSchema,
} from "../shared/rules";

/** Every field of the client request is required, the consent included. */
export const ClientRequestSchema = z.object({
  ...PERSON_FIELDS,
  company: CompanySchema,
  message: RequiredMessageSchema,
  consent: ConsentSchema,
});

export type ClientRequestValues = z.input<typeof ClientRequestSchema>;

export const CLIENT_REQUEST_DEFAULTS: ClientRequestValues = emptyValues(ClientRequestSchema);
