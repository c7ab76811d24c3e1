import * as z from "zod";
import { processSteps } from "../section-parts";
import { audienceCard } from "./parts";

/**
 * The copy two LIF Talent pages share (content/pages/lif-talent/commun.json, « Pages LIF Talent » in the CMS),
 * read by app/content/talent/shared.ts: the six steps of a mission (home and model pages) and the two sides of
 * the marketplace (home and model pages), one card each: the page a card's button opens is code. Each page writes
 * its own section head above them.
 */
export const communSchema = z.strictObject({
  lifecycle: processSteps,
  audiences: z.strictObject({ client: audienceCard, expert: audienceCard }),
});

export type CommunFile = z.output<typeof communSchema>;
