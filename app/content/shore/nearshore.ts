import type { ActionData } from "~/components/sections/types";
import type { ComparisonRow } from "~/components/shore/shore-comparison-table";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { NearshoreFile } from "~/content/files/shore/nearshore-schema";
import { TESTIMONIALS } from "~/content/files/testimonials";
import data from "../../../content/pages/lif-shore/nearshore.json" with { type: "json" };
import { consultationPromises } from "./consultation";

/**
 * The LIF Shore nearshore page (/services/lif-shore/service-nearshore-afrique): its texts are the file
 * content/pages/lif-shore/nearshore.json, edited in the CMS (« Pages LIF Shore »), the market figures quoted by
 * name from content/faits/marche.json; its structure is here: the sections' ids (the hero's second button opens
 * `#comparaison`) and tones, the testimonials and the evaluation form's type.
 */
const copy = present(readCopy("content/pages/lif-shore/nearshore.json", data as NearshoreFile));
const { action, comparisonAction, facts, ...hero } = copy.hero;

export const nearshore = {
  hero: {
    ...hero,
    actions: [
      action,
      { ...comparisonAction, to: "#comparaison", variant: "outline" },
    ] as const satisfies readonly ActionData[],
    facts,
  },
  definition: { id: "definition", ...copy.definition },
  comparison: {
    id: "comparaison",
    tone: "muted",
    ...copy.comparison,
    rows: copy.comparison.rows satisfies readonly ComparisonRow[],
  },
  talent: { id: "talents", ...copy.talent },
  reasons: { id: "raisons", tone: "sand", ...copy.reasons, items: featureItems(copy.reasons.items) },
  testimonial: { id: "temoignage", ...copy.testimonial, items: TESTIMONIALS.shoreNearshore },
  lead: {
    band: { id: "evaluation", promises: consultationPromises(...copy.consultation.promises) },
    form: {
      heading: copy.consultation.heading,
      intro: copy.consultation.intro,
      formType: "service-nearshore-afrique",
    },
  },
} as const;
