import * as z from "zod";
import { iconName, itemList, prose } from "../schema-parts";
import {
  ctaBand,
  featureItems,
  heroFigures,
  heroHead,
  linkItems,
  pageAction,
  sectionHead,
  timelineItems,
} from "../section-parts";

/** A statement of « Vision et mission » (StatementPair): an icon, a small label, one sentence, a text. */
const statement = z.strictObject({
  icon: iconName,
  label: prose("le petit titre au-dessus de la phrase, par exemple « Notre vision »"),
  title: prose("la phrase elle-même"),
  text: prose("le texte sous la phrase"),
});

/**
 * The about page's copy (content/pages/groupe/a-propos.json, « Pages du groupe » in the CMS), read by
 * app/content/about.ts: the hero and its figures, the history (its quote is in « Témoignages »), vision and
 * mission, the values, the three businesses and the closing band. Ids, tones and shared buttons stay in code.
 */
export const aboutSchema = z.strictObject({
  hero: z.strictObject({ ...heroHead, action: pageAction, ...heroFigures }),
  history: z.strictObject({ ...sectionHead, items: timelineItems }),
  purpose: z.strictObject({ ...sectionHead, items: itemList(statement, "au moins une phrase") }),
  values: z.strictObject({ ...sectionHead, items: featureItems }),
  businesses: z.strictObject({ ...sectionHead, links: linkItems }),
  cta: ctaBand,
});

export type AboutFile = z.output<typeof aboutSchema>;
