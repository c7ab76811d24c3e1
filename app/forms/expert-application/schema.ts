import * as z from "zod/mini";
import {
  ConsentSchema,
  emptyValues,
  PERSON_FIELDS,
  RequiredCvSchema,
  RequiredMessageSchema,
} from "../shared/rules";

/** Every field of the expert application is required, the CV and the consent included. */
export const ExpertApplicationSchema = z.object({
  ...PERSON_FIELDS,
  message: RequiredMessageSchema,
  cv: RequiredCvSchema,
  consent: ConsentSchema,
});

export type ExpertApplicationValues = z.input<typeof ExpertApplicationSchema>;

export const EXPERT_APPLICATION_DEFAULTS: ExpertApplicationValues = emptyValues(ExpertApplicationSchema);
