import type { ActionData } from "~/components/sections/types";
import { BECOME_EXPERT, FIND_EXPERT } from "~/content/actions";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { TalentAccueilFile } from "~/content/files/talent/accueil-schema";
import data from "../../../content/pages/lif-talent/accueil.json" with { type: "json" };
import { AUDIENCE_ACTIONS, AUDIENCES, MISSION_LIFECYCLE } from "./shared";

/**
 * The LIF Talent home page (/services/lif-talent): its texts are the file content/pages/lif-talent/accueil.json,
 * edited in the CMS (« Pages LIF Talent »), the audiences' cards and the lifecycle's steps the shared file
 * (./shared.ts); its structure is here: the sections' ids and tones, the heroes' and the band's buttons.
 */
const copy = present(readCopy("content/pages/lif-talent/accueil.json", data as TalentAccueilFile));
const { facts, ...hero } = copy.hero;

export const talentLanding = {
  hero: { ...hero, actions: AUDIENCE_ACTIONS, facts },
  value: { id: "proposition", ...copy.value, items: AUDIENCES },
  market: { id: "marche", tone: "muted", ...copy.market },
  lifecycle: { id: "cycle-de-mission", ...copy.lifecycle, steps: MISSION_LIFECYCLE },
  differentiators: {
    id: "differences",
    tone: "sand",
    ...copy.differentiators,
    items: featureItems(copy.differentiators.items),
  },
  community: { id: "communaute", ...copy.community, items: featureItems(copy.community.items) },
  cta: { ...copy.cta, actions: [FIND_EXPERT, BECOME_EXPERT] satisfies readonly ActionData[] },

  /** What the owner must confirm before launch (copy the specification does not give), for the launch gate. */
  toConfirm: ["les formats de la communauté (événements, webinaires, réseau) et les villes des événements"],
} as const;
