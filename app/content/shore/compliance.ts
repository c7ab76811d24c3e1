import type { ActionData } from "~/components/sections/types";
import { CONTACT_US } from "~/content/actions";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { ConformiteFile } from "~/content/files/shore/conformite-schema";
import data from "../../../content/pages/lif-shore/conformite.json" with { type: "json" };

/**
 * The LIF Shore compliance page (/services/lif-shore/conformite-et-organisation): its texts are the file
 * content/pages/lif-shore/conformite.json, edited in the CMS (« Pages LIF Shore »), the NIS2 deadlines and the
 * group's routines quoted by name; its structure is here: the sections' ids and tones, the hero's second button's
 * outline, and the shared « Contactez-nous » that opens the closing band's buttons.
 */
const copy = present(readCopy("content/pages/lif-shore/conformite.json", data as ConformiteFile));
const { action, secondAction, facts, ...hero } = copy.hero;
const { action: ctaAction, ...cta } = copy.cta;

export const compliance = {
  hero: {
    ...hero,
    actions: [action, { ...secondAction, variant: "outline" }] as const satisfies readonly ActionData[],
    facts,
  },
  gdpr: { id: "rgpd", ...copy.gdpr, items: featureItems(copy.gdpr.items) },
  nis2: { id: "nis2", tone: "muted", ...copy.nis2, items: featureItems(copy.nis2.items) },
  infrastructure: {
    id: "infrastructure",
    ...copy.infrastructure,
    items: featureItems(copy.infrastructure.items),
  },
  steering: { id: "pilotage", tone: "sand", ...copy.steering },
  cta: { ...cta, actions: [CONTACT_US, ctaAction] as const satisfies readonly ActionData[] },
} as const;
