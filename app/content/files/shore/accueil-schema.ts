import * as z from "zod";
import { prose } from "../schema-parts";
import {
  consultation,
  factsCard,
  featureItems,
  fragmentAction,
  heroHead,
  pageAction,
  section,
  sectionHead,
  statItems,
} from "../section-parts";

/**
 * The LIF Shore landing page's copy (content/pages/lif-shore/accueil.json, « Pages LIF Shore » in the CMS), read by
 * app/content/shore/landing.ts: the hero, the four feature sections, the testimonials' head, the consultation
 * band, the guide's section and the explorer's head under the page. The guide's title and its contents are the
 * guide's own (app/content/shore/guide.ts); the sections' ids, tones and forms stay in the page's module.
 */
export const accueilSchema = z.strictObject({
  hero: z.strictObject({ ...heroHead, action: fragmentAction, facts: factsCard }),
  pillars: z.strictObject({ ...sectionHead, items: featureItems }),
  advantages: z.strictObject({ ...sectionHead, stats: statItems, items: featureItems }),
  model: z.strictObject({ ...sectionHead, items: featureItems }),
  dashboard: z.strictObject({ ...sectionHead, items: featureItems, action: pageAction }),
  testimonial: section,
  consultation,
  guide: z.strictObject({
    eyebrow: sectionHead.eyebrow,
    intro: prose("le paragraphe qui présente le guide"),
    contentsTitle: prose("le titre du sommaire, par exemple « Au sommaire »"),
  }),
  explore: z.strictObject({ title: sectionHead.title, intro: sectionHead.intro }),
});

export type AccueilFile = z.output<typeof accueilSchema>;
