import * as z from "zod";
import { prose, proseList } from "../schema-parts";
import {
  consultation,
  factsCard,
  featureItems,
  fragmentAction,
  heroHead,
  section,
  sectionHead,
  timelineItems,
} from "../section-parts";

/**
 * The LIF Shore services page's copy (content/pages/lif-shore/nos-services.json, « Pages LIF Shore » in the CMS),
 * read by app/content/shore/services.ts: the hero, the four services (dedicated team, multilingual support, agile
 * development, cybersecurity), the dashboard, the testimonials' head and the consultation band. The hero's counts
 * of the page's own lists (languages, technologies, security services) are computed by the page from the lists
 * below: the file holds only the line under each number.
 */
export const nosServicesSchema = z.strictObject({
  hero: z.strictObject({
    ...heroHead,
    action: fragmentAction,
    facts: factsCard,
    counts: z.strictObject({
      languages: prose("la ligne sous le nombre de langues de support, que le site compte"),
      stacks: prose("la ligne sous le nombre de technologies, que le site compte"),
      security: prose("la ligne sous le nombre de services de cybersécurité, que le site compte"),
    }),
  }),
  team: z.strictObject({
    ...sectionHead,
    steps: timelineItems,
    points: proseList("un point par ligne"),
  }),
  support: z.strictObject({
    ...sectionHead,
    languagesLabel: prose("le titre de la liste des langues, par exemple « Langues de support »"),
    languages: proseList("une langue par ligne"),
    points: proseList("un point par ligne"),
  }),
  development: z.strictObject({
    ...sectionHead,
    stacksLabel: prose("le titre de la liste des technologies, par exemple « Technologies maîtrisées »"),
    stacks: proseList("une technologie par ligne"),
    practices: featureItems,
  }),
  security: z.strictObject({
    ...sectionHead,
    items: featureItems,
    certificationsLabel: prose("le titre de la liste des certifications"),
    certifications: proseList("une certification par ligne"),
  }),
  dashboard: z.strictObject({ ...sectionHead, items: featureItems }),
  testimonial: section,
  consultation,
});

export type NosServicesFile = z.output<typeof nosServicesSchema>;
