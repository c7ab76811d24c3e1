import * as z from "zod";
import { itemList, pageLink, prose } from "../schema-parts";
import {
  checkList,
  featureItems,
  fragmentAction,
  heroHead,
  sectionHead,
  timelineItems,
} from "../section-parts";

/**
 * The free assessment page's copy (content/pages/lif-shore/evaluation.json, « Pages LIF Shore » in the CMS), read
 * by app/content/shore/assessment.ts: the hero, the scope, the steps, the request beside its form and the panel
 * that replaces the form once sent. The sections' ids, tones and the form stay in the page's module.
 */
export const evaluationSchema = z.strictObject({
  hero: z.strictObject({ ...heroHead, action: fragmentAction, facts: checkList }),
  scope: z.strictObject({ ...sectionHead, items: featureItems }),
  steps: z.strictObject({ ...sectionHead, items: timelineItems }),
  request: z.strictObject({ ...sectionHead, lists: itemList(checkList, "au moins une liste") }),
  successPanel: z.strictObject({
    text: prose("le message affiché une fois la demande envoyée"),
    linksTitle: prose("le titre des liens proposés en attendant"),
    links: itemList(pageLink("proposé en attendant"), "au moins un lien"),
    phoneLabel: prose("le texte du lien d’appel, par exemple « Nous appeler »"),
  }),
});

export type EvaluationFile = z.output<typeof evaluationSchema>;
