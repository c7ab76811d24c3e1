import * as z from "zod";
import { prose, proseList } from "../schema-parts";
import {
  factsCard,
  featureItems,
  fragmentAction,
  heroHead,
  linkItems,
  pageAction,
  processSteps,
  section,
  sectionHead,
  statItems,
} from "../section-parts";
import { challengeAnswers, faqHelp, formNote } from "./parts";

/**
 * The LIF Talent page for companies (content/pages/lif-talent/client-entreprise.json, « Pages LIF Talent » in the
 * CMS), read by app/content/talent/client.ts: the hero and its price card, the figures, the challenges, the
 * benefits, the portal, the testimonials' head, the three steps, the request form's head and aside, the
 * documentation links and the FAQ's head and help. The testimonials and the FAQ are their own files; the
 * sections' ids, tones, the form and the launch gate's lines stay in the page's module.
 */
export const clientEntrepriseSchema = z.strictObject({
  hero: z.strictObject({
    ...heroHead,
    action: fragmentAction,
    secondAction: pageAction,
    facts: factsCard,
  }),
  stats: z.strictObject({ ...sectionHead, items: statItems }),
  challenges: z.strictObject({
    ...sectionHead,
    labels: z.strictObject({
      challenge: prose("le petit titre au-dessus de chaque défi, par exemple « Le défi »"),
      answer: prose("le petit titre au-dessus de chaque réponse, par exemple « Notre réponse »"),
    }),
    items: challengeAnswers,
  }),
  benefits: z.strictObject({ ...sectionHead, items: featureItems }),
  portal: z.strictObject({ ...sectionHead, items: featureItems }),
  testimonials: section,
  start: z.strictObject({ ...sectionHead, steps: processSteps }),
  form: z.strictObject({
    ...sectionHead,
    aside: z.strictObject({
      title: prose("le titre de l’encadré à côté du formulaire"),
      points: proseList("un point par ligne"),
      note: formNote,
    }),
  }),
  docs: z.strictObject({
    ...sectionHead,
    navLabel: prose("le nom de la liste de pages, lu par les lecteurs d’écran"),
    links: linkItems,
  }),
  faq: z.strictObject({ ...sectionHead, help: faqHelp }),
});

export type ClientEntrepriseFile = z.output<typeof clientEntrepriseSchema>;
