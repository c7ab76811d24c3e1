import * as z from "zod";
import { itemList, prose } from "../schema-parts";
import {
  factsCard,
  featureItems,
  fragmentAction,
  heroHead,
  pageAction,
  section,
  sectionHead,
  statItems,
} from "../section-parts";
import { faqHelp, formNote } from "./parts";

/**
 * The LIF Talent page for IT experts (content/pages/lif-talent/expert-it.json, « Pages LIF Talent » in the CMS),
 * read by app/content/talent/expert.ts: the hero and its worked example, the figures, the benefits, the
 * testimonials' head, the application form's head and what follows it, and the FAQ's head and help. The
 * testimonials and the FAQ are their own files; the sections' ids, tones, the form and the launch gate's lines
 * stay in the page's module.
 */
export const expertItSchema = z.strictObject({
  hero: z.strictObject({
    ...heroHead,
    action: fragmentAction,
    secondAction: pageAction,
    facts: factsCard,
  }),
  stats: z.strictObject({ ...sectionHead, items: statItems }),
  benefits: z.strictObject({ ...sectionHead, items: featureItems }),
  testimonials: section,
  form: z.strictObject({
    ...sectionHead,
    aside: z.strictObject({
      title: prose("le titre de l’encadré à côté du formulaire"),
      steps: itemList(
        z.strictObject({
          label: prose("le titre de l’étape"),
          text: prose("ce qui se passe à cette étape"),
        }),
        "au moins une étape",
      ),
      note: formNote,
    }),
  }),
  faq: z.strictObject({ ...sectionHead, help: faqHelp }),
});

export type ExpertItFile = z.output<typeof expertItSchema>;
