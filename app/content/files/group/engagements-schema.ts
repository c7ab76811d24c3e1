import * as z from "zod";
import { itemList, prose, proseList } from "../schema-parts";
import { heroFigures, heroHead, optionalText, sectionHead, statItems } from "../section-parts";

/** One commitment: its head, what we do (points), the card of figures that proves it and how they are measured. */
const commitment = z.strictObject({
  ...sectionHead,
  points: proseList("un engagement concret par ligne"),
  proofTitle: prose("le titre de l’encadré de chiffres"),
  figures: statItems,
  note: optionalText("comment les chiffres sont mesurés, en une phrase"),
});

/**
 * The commitments page's copy (content/pages/groupe/engagements.json, « Pages du groupe » in the CMS), read by
 * app/content/commitments.ts: the hero and its figures, the five commitments (their anchors and order are code,
 * the diversity chart's bars are the facts'), the charter and the band beside the form.
 */
export const commitmentsSchema = z.strictObject({
  hero: z.strictObject({
    ...heroHead,
    actions: z.strictObject({
      charter: prose("le texte du bouton qui mène à la charte"),
      contact: prose("le texte du bouton qui mène au formulaire"),
    }),
    ...heroFigures,
  }),
  items: z.strictObject({
    durabilite: commitment,
    formation: commitment,
    ethique: commitment,
    diversite: z.strictObject({
      ...commitment.shape,
      chart: z.strictObject({
        title: prose("le titre du graphique"),
        team: prose("le nom de la première barre (les équipes)"),
        managers: prose("le nom de la deuxième barre (les managers)"),
        target: prose("le nom de la troisième barre (l’objectif)"),
      }),
    }),
    "numerique-responsable": commitment,
  }),
  charter: z.strictObject({
    ...sectionHead,
    items: itemList(
      z.strictObject({ title: prose("l’engagement en quelques mots"), text: prose("ce qu’il veut dire") }),
      "au moins un engagement",
    ),
  }),
  contact: z.strictObject({
    ...sectionHead,
    items: proseList("ce que la demande apporte, un point par ligne"),
    formTitle: prose("le titre du formulaire"),
    submitLabel: prose("le texte du bouton d’envoi"),
  }),
});

export type CommitmentsFile = z.output<typeof commitmentsSchema>;
