import * as z from "zod";
import { itemList, prose, proseList } from "../schema-parts";
import { featureItems, heroHead, pageAction, section, sectionHead, timelineItems } from "../section-parts";

/**
 * The LIF Shore dashboard page's copy (content/pages/lif-shore/tableau-de-bord.json, « Pages LIF Shore » in the
 * CMS), read by app/content/shore/dashboard.ts: the hero and its demo button (the closing band ends on it too), the
 * dashboard's illustrative preview (its figures are placeholders of content/faits/lif-shore.json; the velocity
 * chart and the resources by centre are drawn from the facts themselves), the features, a collaborator's history
 * with its example record, the testimonials' head and the closing band.
 */
export const tableauDeBordSchema = z.strictObject({
  hero: z.strictObject({ ...heroHead, action: pageAction }),
  preview: z.strictObject({
    ...sectionHead,
    windowTitle: prose("le titre de la fenêtre de l’aperçu"),
    period: prose("la période affichée, par exemple « Semaine en cours »"),
    caption: prose("la légende sous l’aperçu, qui dit que les chiffres sont des exemples"),
    nav: proseList("un onglet par ligne"),
    kpis: itemList(
      z.strictObject({
        value: prose("la valeur, un texte à remplacer, par exemple {apercu-disponibilite}"),
        label: prose("ce que la valeur mesure"),
        note: prose("une précision sous la valeur"),
      }),
      "au moins un indicateur",
    ),
    velocity: z.strictObject({
      title: prose("le titre du graphique de vélocité"),
      summary: prose("la phrase sous le graphique qui le résume, lue aussi par les lecteurs d’écran"),
    }),
    sites: z.strictObject({ title: prose("le titre des ressources par centre") }),
    checks: z.strictObject({
      title: prose("le titre des contrôles"),
      items: itemList(
        z.strictObject({
          label: prose("le contrôle, par exemple « Revue des accès »"),
          status: prose("son état, par exemple « Conforme »"),
        }),
        "au moins un contrôle",
      ),
    }),
  }),
  features: z.strictObject({ ...sectionHead, items: featureItems }),
  history: z.strictObject({
    ...sectionHead,
    items: timelineItems,
    record: z.strictObject({
      title: prose("le titre de la fiche"),
      role: prose("le poste de la personne de l’exemple"),
      site: prose("son centre"),
      entries: itemList(
        z.strictObject({ label: prose("l’intitulé de la ligne"), value: prose("sa valeur") }),
        "au moins une ligne",
      ),
      note: prose("la précision sous la fiche, qui dit qu’elle est un exemple"),
    }),
  }),
  testimonials: section,
  cta: z.strictObject({
    title: prose("le titre du bandeau de fin de page"),
    text: prose("le texte du bandeau de fin de page"),
  }),
});

export type TableauDeBordFile = z.output<typeof tableauDeBordSchema>;
