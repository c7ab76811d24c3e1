import * as z from "zod";
import { prose } from "../schema-parts";
import { checkList, factsCard, featureItems, heroHead, section, sectionHead } from "../section-parts";
import { challengeAnswers } from "./parts";

/** A part of the revenue chart: its name and one line on it; its amount is computed from the facts, in code. */
const chartPart = z.strictObject({
  label: prose("le nom de la part, par exemple « Le consultant »"),
  note: prose("une ligne sous le montant"),
});

/**
 * The LIF Talent model page (content/pages/lif-talent/modele.json, « Pages LIF Talent » in the CMS), read by
 * app/content/talent/model.ts: the hero and its figures, the pillars, the revenue split's texts (its amounts are
 * the facts'), the heads of the lifecycle and of the audiences (their steps and cards are shared: commun.json),
 * and the differences. The sections' ids, tones and the launch gate's lines stay in the page's module.
 */
export const modeleSchema = z.strictObject({
  hero: z.strictObject({ ...heroHead, facts: factsCard }),
  pillars: z.strictObject({ ...sectionHead, items: featureItems }),
  revenue: z.strictObject({
    ...sectionHead,
    chart: z.strictObject({
      title: prose("le titre du graphique"),
      consultant: chartPart,
      commission: chartPart,
      total: chartPart,
      unit: prose("l’unité écrite après chaque montant, par exemple « HT »"),
      ofTotal: prose("les mots après la part de chaque montant en pourcentage, « du montant facturé »"),
    }),
    reading: checkList,
  }),
  lifecycle: section,
  differentiators: z.strictObject({
    ...sectionHead,
    labels: z.strictObject({
      challenge: prose("le nom de la colonne des habitudes, par exemple « L’habitude »"),
      answer: prose("le nom de la colonne des réponses, par exemple « Avec LIF Talent »"),
    }),
    items: challengeAnswers,
  }),
  audiences: section,
});

export type ModeleFile = z.output<typeof modeleSchema>;
