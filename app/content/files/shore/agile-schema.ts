import * as z from "zod";
import { itemList, prose, proseList } from "../schema-parts";
import {
  checkList,
  factsCard,
  featureItems,
  fragmentAction,
  heroHead,
  sectionHead,
  statItems,
} from "../section-parts";

/** A case study's texts; its indicators' values and bars are the facts' (content/faits/lif-shore.json). */
const caseStudy = <K extends string>(indicators: readonly [K, ...K[]]) =>
  z.strictObject({
    sector: prose("le secteur du client, quelques mots"),
    title: prose("le titre de l’étude de cas"),
    context: prose("le contexte du client"),
    approach: prose("la réponse de LIF Shore"),
    indicators: z.strictObject(
      Object.fromEntries(
        indicators.map((name) => [name, prose("ce que mesure l’indicateur, après sa valeur")]),
      ) as Record<K, ReturnType<typeof prose>>,
    ),
    quote: z.strictObject({
      text: prose("la citation du client"),
      role: prose("la fonction de la personne citée, jamais son nom"),
      company: prose("l’entreprise décrite sans la nommer, et sa ville ou sa région"),
    }),
  });

/**
 * The agile outsourcing page's copy (content/pages/lif-shore/agile.json, « Pages LIF Shore » in the CMS), read by
 * app/content/shore/agile.ts: the hero and its two in-page buttons, the two check panels, the pillars, the
 * scaling and its cycle, the contract's terms, the pricing models, the collaboration tools and rituals, the two
 * case studies and the strategic call band. The pricing models' names, the case studies' figures, the sections'
 * ids, tones and the form stay facts or code.
 */
export const agileSchema = z.strictObject({
  hero: z.strictObject({
    ...heroHead,
    action: fragmentAction,
    secondAction: fragmentAction,
    facts: factsCard,
  }),
  why: z.strictObject({ ...sectionHead, classic: checkList, agile: checkList }),
  pillars: z.strictObject({ ...sectionHead, items: featureItems }),
  scaling: z.strictObject({
    ...sectionHead,
    items: featureItems,
    cycle: z.strictObject({
      title: prose("le titre du cycle d’ajustement"),
      steps: itemList(
        z.strictObject({
          step: prose("le nom du temps, par exemple « Revue de sprint »"),
          text: prose("ce qui se passe à ce temps"),
        }),
        "au moins un temps",
      ),
    }),
  }),
  contract: z.strictObject({ ...sectionHead, terms: statItems }),
  pricing: z.strictObject({ ...sectionHead, items: featureItems }),
  collaboration: z.strictObject({
    ...sectionHead,
    toolsTitle: prose("le titre de la liste des outils"),
    tools: proseList("un outil par ligne"),
    ritualsTitle: prose("le titre de la liste des rituels"),
    rituals: proseList("un rituel par ligne"),
  }),
  cases: z.strictObject({
    ...sectionHead,
    caption: prose("la note sous les études de cas, qui dit comment lire les barres"),
    labels: z.strictObject({
      context: prose("l’intertitre du contexte, par exemple « Le contexte »"),
      approach: prose("l’intertitre de la réponse, par exemple « Notre réponse »"),
      results: prose("l’intertitre des résultats, par exemple « Résultats »"),
      truncated: prose("la note sous une barre coupée parce qu’elle dépasse l’échelle"),
    }),
    fintech: caseStudy(["timeToProduction", "velocity", "satisfaction"]),
    industry: caseStudy(["maintenanceCost", "returnOnInvestment"]),
  }),
  call: z.strictObject({
    ...sectionHead,
    promises: checkList,
    submitLabel: prose("le texte du bouton d’envoi du formulaire"),
  }),
});

export type AgileFile = z.output<typeof agileSchema>;
