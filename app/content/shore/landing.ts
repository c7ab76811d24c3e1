import type { ActionData } from "~/components/sections/types";
import { SHORE_DASHBOARD_PREVIEW, TALK_TO_EXPERT } from "~/content/actions";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { AccueilFile } from "~/content/files/shore/accueil-schema";
import { TESTIMONIALS } from "~/content/files/testimonials";
import data from "../../../content/pages/lif-shore/accueil.json" with { type: "json" };
import { consultationPromises } from "./consultation";
import { guide } from "./guide";

/**
 * The LIF Shore landing page (/services/lif-shore): its texts are the file content/pages/lif-shore/accueil.json,
 * edited in the CMS (« Pages LIF Shore »); its structure is here: the sections' ids and tones, the shared calls to
 * action, the testimonials, the consultation form's type and the guide's own title, file and chapters.
 */
const copy = present(readCopy("content/pages/lif-shore/accueil.json", data as AccueilFile));
const { action, ...hero } = copy.hero;
const { action: dashboardAction, ...dashboard } = copy.dashboard;

export const landing = {
  hero: {
    ...hero,
    actions: [
      TALK_TO_EXPERT,
      { ...action, to: "#consultation", variant: "outline" },
    ] as const satisfies readonly ActionData[],
  },
  pillars: { id: "piliers", ...copy.pillars, items: featureItems(copy.pillars.items) },
  advantages: {
    id: "avantages",
    tone: "muted",
    ...copy.advantages,
    items: featureItems(copy.advantages.items),
  },
  model: { id: "modele", ...copy.model, items: featureItems(copy.model.items) },
  dashboard: {
    id: "pilotage",
    tone: "dark",
    ...dashboard,
    items: featureItems(dashboard.items),
    actions: [dashboardAction, SHORE_DASHBOARD_PREVIEW] as const satisfies readonly ActionData[],
  },
  testimonial: { id: "temoignage", ...copy.testimonial, items: TESTIMONIALS.shore },
  consultation: {
    band: { id: "consultation", promises: consultationPromises(...copy.consultation.promises) },
    form: { heading: copy.consultation.heading, intro: copy.consultation.intro, formType: "lif-shore" },
  },
  guide: {
    id: "guide",
    tone: "sand",
    ...copy.guide,
    title: guide.title,
    guideTitle: guide.title,
    guideFile: `/generated/${guide.fileName}`,
    contents: [...guide.chapters.map((chapter) => chapter.title), guide.checklist.title],
  },
  explore: copy.explore,
} as const;
