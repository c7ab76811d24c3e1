import * as z from "zod";
import { factsCard, featureItems, heroHead, section, sectionHead, statItems } from "../section-parts";
import { ctaBand, textCards } from "./parts";

/**
 * The LIF Talent home page's copy (content/pages/lif-talent/accueil.json, « Pages LIF Talent » in the CMS), read by
 * app/content/talent/landing.ts: the hero and its figures, the heads of the audiences and of the lifecycle (their
 * cards and steps are shared: ./commun-schema.ts), the market, the differences, the community and the closing
 * band. The sections' ids, tones and buttons stay in the page's module.
 */
export const talentAccueilSchema = z.strictObject({
  hero: z.strictObject({ ...heroHead, facts: factsCard }),
  value: section,
  market: z.strictObject({ ...sectionHead, stats: statItems, challenges: textCards }),
  lifecycle: section,
  differentiators: z.strictObject({ ...sectionHead, items: featureItems }),
  community: z.strictObject({ ...sectionHead, items: featureItems }),
  cta: ctaBand,
});

export type TalentAccueilFile = z.output<typeof talentAccueilSchema>;
