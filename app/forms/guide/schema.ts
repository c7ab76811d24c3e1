import { z } from "zod";
import { CompanySchema, EmailSchema, emptyValues, FullNameSchema } from "../shared/rules";

/** The guide request: where to send the guide. */
export const GuideSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  company: CompanySchema,
});

export type GuideValues = z.input<typeof GuideSchema>;

export const GUIDE_DEFAULTS: GuideValues = emptyValues(GuideSchema);
