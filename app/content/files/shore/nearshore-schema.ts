import * as z from "zod";
import { itemList, prose, proseList } from "../schema-parts";
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

/** A row of the nearshore/offshore comparison: the criterion, then each column's answer. */
const comparisonRow = z.strictObject({
  criterion: prose("le critère comparé, par exemple « Fuseau horaire »"),
  nearshore: prose("la réponse du nearshore avec LIF Shore"),
  offshore: prose("la réponse de l’offshore lointain"),
});

/**
 * The LIF Shore nearshore page's copy (content/pages/lif-shore/nearshore.json, « Pages LIF Shore » in the CMS),
 * read by app/content/shore/nearshore.ts: the hero, the definition, the comparison table, the talent pool with
 * its market figures (placeholders: content/faits/marche.json), the six reasons, the testimonial's head and the
 * evaluation band. The table is this page's alone, so its rows are declared here, not in section-parts.ts.
 */
export const nearshoreSchema = z.strictObject({
  hero: z.strictObject({
    ...heroHead,
    action: pageAction,
    comparisonAction: fragmentAction,
    facts: factsCard,
  }),
  definition: z.strictObject({
    ...sectionHead,
    paragraphs: proseList("un paragraphe par ligne"),
    points: proseList("un point par ligne"),
  }),
  comparison: z.strictObject({
    ...sectionHead,
    caption: prose("la légende du tableau, lue par les lecteurs d’écran"),
    columns: z.strictObject({
      criterion: prose("le titre de la colonne des critères"),
      nearshore: prose("le titre de la colonne du nearshore"),
      offshore: prose("le titre de la colonne de l’offshore"),
    }),
    rows: itemList(comparisonRow, "au moins une ligne"),
  }),
  talent: z.strictObject({ ...sectionHead, stats: statItems, results: factsCard }),
  reasons: z.strictObject({ ...sectionHead, items: featureItems }),
  testimonial: section,
  consultation,
});

export type NearshoreFile = z.output<typeof nearshoreSchema>;
