import type { ActionData } from "~/components/sections/types";
import { CONTACT_US, SHORE_DASHBOARD_PREVIEW } from "~/content/actions";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { NosServicesFile } from "~/content/files/shore/nos-services-schema";
import { TESTIMONIALS } from "~/content/files/testimonials";
import data from "../../../content/pages/lif-shore/nos-services.json" with { type: "json" };
import { consultationPromises } from "./consultation";

/**
 * The LIF Shore services page (/services/lif-shore/nos-services): its texts are the file
 * content/pages/lif-shore/nos-services.json, edited in the CMS (« Pages LIF Shore »); its structure is here: the
 * sections' ids and tones, the shared calls to action, the testimonials, the consultation form's type, and the
 * hero's counts of the page's own lists, computed from the file's lists so that a language added is counted.
 */
const copy = present(readCopy("content/pages/lif-shore/nos-services.json", data as NosServicesFile));
const { action, counts, facts, ...hero } = copy.hero;
const { support, development, security } = copy;

export const services = {
  hero: {
    ...hero,
    actions: [
      { ...action, to: "#consultation" },
      { ...CONTACT_US, variant: "outline" },
    ] as const satisfies readonly ActionData[],
    facts: {
      title: facts.title,
      items: [
        ...facts.items,
        { value: String(support.languages.length), label: counts.languages },
        { value: String(development.stacks.length), label: counts.stacks },
        { value: String(security.items.length), label: counts.security },
      ],
    },
  },
  team: { id: "equipe-dediee", ...copy.team },
  support: { id: "support-multilingue", tone: "muted", ...support },
  development: {
    id: "developpement-agile",
    ...development,
    practices: featureItems(development.practices),
  },
  security: { id: "cybersecurite", tone: "sand", ...security, items: featureItems(security.items) },
  dashboard: {
    id: "tableau-de-bord",
    tone: "dark",
    ...copy.dashboard,
    items: featureItems(copy.dashboard.items),
    actions: [SHORE_DASHBOARD_PREVIEW] as const satisfies readonly ActionData[],
  },
  testimonial: { id: "temoignage", ...copy.testimonial, items: TESTIMONIALS.shoreServices },
  lead: {
    band: { id: "consultation", promises: consultationPromises(...copy.consultation.promises) },
    form: {
      heading: copy.consultation.heading,
      intro: copy.consultation.intro,
      formType: "nos-services",
    },
  },
} as const;
