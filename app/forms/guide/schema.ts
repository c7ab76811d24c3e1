import * as z from "zod/mini";
import { emptyValues, SHORE_PERSON_FIELDS } from "../shared/rules";

/** The guide request: where to send the guide. */
export const GuideSchema = z.object(SHORE_PERSON_FIELDS);

export type GuideValues = z.input<typeof GuideSchema>;

export const GUIDE_DEFAULTS: GuideValues = emptyValues(GuideSchema);
