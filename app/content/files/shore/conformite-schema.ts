import * as z from "zod";
import { itemList, prose, proseList } from "../schema-parts";
import { factsCard, featureItems, heroHead, pageAction, sectionHead, timelineItems } from "../section-parts";

/**
 * The LIF Shore compliance page's copy (content/pages/lif-shore/conformite.json, « Pages LIF Shore » in the CMS),
 * read by app/content/shore/compliance.ts: the hero and its two buttons, the GDPR, NIS2 and infrastructure
 * measures, the steering from Paris (who does what, the rituals, the link to the dashboard) and the closing band,
 * whose first button (« Contactez-nous ») is shared with other pages.
 */
export const conformiteSchema = z.strictObject({
  hero: z.strictObject({ ...heroHead, action: pageAction, secondAction: pageAction, facts: factsCard }),
  gdpr: z.strictObject({ ...sectionHead, items: featureItems }),
  nis2: z.strictObject({ ...sectionHead, items: featureItems }),
  infrastructure: z.strictObject({
    ...sectionHead,
    items: featureItems,
    checklist: proseList("un point par ligne"),
  }),
  steering: z.strictObject({
    ...sectionHead,
    governanceTitle: prose("le titre de la liste des rôles, par exemple « Qui fait quoi »"),
    governance: itemList(
      z.strictObject({ title: prose("le rôle"), text: prose("ce que fait ce rôle") }),
      "au moins un rôle",
    ),
    rituals: timelineItems,
    dashboardLink: pageAction,
  }),
  cta: z.strictObject({
    title: prose("le titre du bandeau de fin de page"),
    text: prose("le texte du bandeau de fin de page"),
    action: pageAction,
  }),
});

export type ConformiteFile = z.output<typeof conformiteSchema>;
