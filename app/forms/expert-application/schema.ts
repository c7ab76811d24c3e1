import { z } from "zod";
import {
  ConsentSchema,
  EmailSchema,
  emptyValues,
  FirstNameSchema,
  LastNameSchema,
  RequiredCvSchema,
  RequiredMessageSchema,
} from "../shared/rules";

/** Every field of the expert application is required, the CV and the consent included. */
export const ExpertApplicationSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  message: RequiredMessageSchema,
  cv: RequiredCvSchema,
  consent: ConsentSchema,
});

export type ExpertApplicationValues = z.input<typeof ExpertApplicationSchema>;

export const EXPERT_APPLICATION_DEFAULTS: ExpertApplicationValues = emptyValues(ExpertApplicationSchema);
