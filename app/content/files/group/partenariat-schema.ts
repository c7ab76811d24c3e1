import * as z from "zod";
import { prose, proseList } from "../schema-parts";
import {
  ctaBand,
  featureItems,
  heroFigures,
  heroHead,
  pageAction,
  section,
  sectionHead,
  timelineItems,
} from "../section-parts";

/**
 * The partnership page's copy (content/pages/groupe/partenariat.json, « Pages du groupe » in the CMS), read by
 * app/content/partners.ts: the hero and its figures, the key partners' head (the partners are « Partenaires »,
 * content/partenaires.json), why join, the three steps and what a partner is asked, the testimonials' head (their
 * quotes are in « Témoignages ») and the closing band. Ids, tones and the shared button stay in code.
 */
export const partenariatSchema = z.strictObject({
  hero: z.strictObject({ ...heroHead, action: pageAction, ...heroFigures }),
  key: z.strictObject({
    ...sectionHead,
    bringsTitle: prose("le titre de la liste de chaque carte, par exemple « Ce que le partenariat apporte »"),
  }),
  reasons: z.strictObject({ ...sectionHead, items: featureItems }),
  steps: z.strictObject({
    ...sectionHead,
    items: timelineItems,
    askTitle: prose("le titre de l’encadré à côté des étapes"),
    ask: proseList("un point par ligne"),
  }),
  testimonials: section,
  cta: ctaBand,
});

export type PartenariatFile = z.output<typeof partenariatSchema>;
