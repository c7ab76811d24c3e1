import * as z from "zod";
import { prose } from "../schema-parts";
import {
  checkList,
  factsCard,
  featureItems,
  fragmentAction,
  heroHead,
  section,
  sectionHead,
  statItems,
  timelineItems,
} from "../section-parts";

/** A chart's title and the note under it; its bars are the talent pool's facts (content/faits/lif-shore.json). */
const chartText = (what: string) =>
  z.strictObject({
    title: prose(`le titre du graphique ${what}`),
    note: prose(`la note sous le graphique ${what}`),
  });

/**
 * The recruitment page's copy (content/pages/lif-shore/recrutement.json, « Pages LIF Shore » in the CMS), read by
 * app/content/shore/recruitment.ts: the hero and its two in-page buttons, the express process and its total, the
 * certified profiles, the profiles in demand, the tests, the pool's figures, the testimonials' head and the
 * request band. The charts' bars (the pool's skills and languages) are facts; the sections' ids, tones, the form
 * and the phone line stay in code.
 */
export const recrutementSchema = z.strictObject({
  hero: z.strictObject({
    ...heroHead,
    action: fragmentAction,
    secondAction: fragmentAction,
    facts: factsCard,
  }),
  process: z.strictObject({
    ...sectionHead,
    steps: timelineItems,
    total: z.strictObject({
      value: prose("la durée totale, en général {delai-recrutement}"),
      label: prose("les mots après la durée totale, par exemple « au total »"),
      dayLabel: prose("le mot devant les numéros de jour de la frise, par exemple « Jour »"),
      text: prose("le paragraphe sous la frise"),
    }),
  }),
  certified: z.strictObject({ ...sectionHead, items: featureItems }),
  profiles: z.strictObject({ ...sectionHead, items: featureItems }),
  tests: z.strictObject({ ...sectionHead, technical: checkList, cultural: checkList }),
  figures: z.strictObject({
    ...sectionHead,
    stats: statItems,
    skills: chartText("des compétences"),
    languages: chartText("des langues"),
  }),
  testimonial: section,
  request: z.strictObject({
    promises: checkList,
    heading: prose("le titre du formulaire"),
    intro: prose("le paragraphe au-dessus du formulaire"),
  }),
});

export type RecrutementFile = z.output<typeof recrutementSchema>;
