import type { ActionData } from "~/components/sections/types";
import type { DashboardSite } from "~/components/shore/dashboard-preview";
import { GET_IN_TOUCH } from "~/content/actions";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { TableauDeBordFile } from "~/content/files/shore/tableau-de-bord-schema";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { SHORE_DASHBOARD_MOCK as MOCK } from "~/facts/shore";
import data from "../../../content/pages/lif-shore/tableau-de-bord.json" with { type: "json" };

/**
 * The LIF Shore dashboard page (/services/lif-shore/dashboard): its texts are the file
 * content/pages/lif-shore/tableau-de-bord.json, edited in the CMS (« Pages LIF Shore »), the preview's figures
 * quoted by name from the facts; its structure is here: the sections' ids and tones, the shared « Nous
 * contacter », the testimonials, and what the preview draws from the facts themselves (the velocity chart's
 * points, the resources by centre).
 */
const copy = present(readCopy("content/pages/lif-shore/tableau-de-bord.json", data as TableauDeBordFile));
const { action, ...hero } = copy.hero;
const { preview } = copy;

/** Both the hero and the closing band end on these. */
const DEMO_ACTIONS = [action, GET_IN_TOUCH] as const satisfies readonly ActionData[];

export const dashboard = {
  hero: { ...hero, actions: DEMO_ACTIONS },
  preview: {
    id: "apercu",
    ...preview,
    velocity: { ...preview.velocity, points: MOCK.velocityPoints },
    sites: { ...preview.sites, items: MOCK.resourcesByCentre satisfies readonly DashboardSite[] },
  },
  features: {
    id: "fonctionnalites",
    tone: "muted",
    ...copy.features,
    items: featureItems(copy.features.items),
  },
  history: { id: "historique", ...copy.history },
  testimonials: {
    id: "temoignages",
    tone: "sand",
    ...copy.testimonials,
    items: TESTIMONIALS.shoreTableauDeBord,
  },
  cta: { ...copy.cta, actions: DEMO_ACTIONS },
} as const;
