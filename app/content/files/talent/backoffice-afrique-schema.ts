import * as z from "zod";
import { itemList, prose, proseList } from "../schema-parts";
import { factsCard, featureItems, heroHead, pageAction, sectionHead } from "../section-parts";
import { audienceCard, ctaBand } from "./parts";

/**
 * The LIF Talent Africa back-office page (content/pages/lif-talent/backoffice-afrique.json, « Pages LIF Talent » in
 * the CMS), read by app/content/talent/backoffice.ts: the hero, its figures and the Africa site's card, the four
 * trades, the two advantages cards, the social impact, the presence, the skills chart's texts, the vision and the
 * closing band. What is counted or listed from the facts (the map, the regions' cities, the skills, the countries
 * named) and the sections' ids, tones and shared buttons stay in the page's module.
 */
export const backofficeAfriqueSchema = z.strictObject({
  hero: z.strictObject({
    ...heroHead,
    africaSite: z.strictObject({
      title: prose("la phrase au-dessus du bouton vers le site de l’entité africaine"),
      label: prose("le texte du bouton ; son adresse est dans les réglages du site"),
    }),
    facts: factsCard,
    factsNote: prose("la ligne sous les chiffres de l’encadré, qui cite leur source"),
  }),
  arm: z.strictObject({ ...sectionHead, items: featureItems }),
  advantages: z.strictObject({
    ...sectionHead,
    items: itemList(audienceCard.extend({ action: pageAction }), "au moins une carte"),
  }),
  impact: z.strictObject({
    ...sectionHead,
    value: prose(
      "le chiffre mis en avant, en général un texte à remplacer, par exemple {jeunes-formes-chiffre}",
    ),
    label: prose("ce que le chiffre compte"),
    text: prose("le paragraphe à côté du chiffre"),
    points: proseList("un point par ligne"),
  }),
  presence: z.strictObject({
    ...sectionHead,
    caption: prose("la carte décrite en une phrase, lue par les lecteurs d’écran"),
    legend: z.strictObject({
      hub: prose("la légende du point de Paris"),
      presence: prose("la légende des villes où le groupe est présent"),
      target: prose("la légende des pays de l’objectif"),
    }),
  }),
  skills: z.strictObject({
    ...sectionHead,
    chart: z.strictObject({
      title: prose("le titre du graphique"),
      centreLabel: prose("les mots sous le nombre de domaines, au centre du graphique"),
    }),
  }),
  vision: z.strictObject({
    ...sectionHead,
    datedEyebrow: prose(
      "le surtitre affiché quand l’objectif a une échéance, par exemple « Vision {annee-vision} »",
    ),
    value: prose("le chiffre mis en avant, en général {centres-vision}"),
    label: prose("les mots sous le chiffre"),
    text: prose("le paragraphe de la vision"),
    more: prose("les mots après les pays nommés, par exemple « et {autres-pays-vision} autres pays »"),
  }),
  cta: ctaBand,
});

export type BackofficeAfriqueFile = z.output<typeof backofficeAfriqueSchema>;
