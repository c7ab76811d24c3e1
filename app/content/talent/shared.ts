import type { ProcessStep } from "~/components/sections/process-steps";
import type { ActionData } from "~/components/sections/types";
import type { AudienceCard } from "~/components/talent/audience-cards";
import type { FaqHelp } from "~/components/talent/faq-with-help";
import { BECOME_EXPERT, FIND_EXPERT, WRITE_TO_US } from "~/content/actions";
import { ICONS } from "~/content/files/icons";
import { readCopy } from "~/content/files/read-copy";
import { present } from "~/content/files/sections";
import type { CommunFile } from "~/content/files/talent/commun-schema";
import { SITE } from "~/site.config";
import data from "../../../content/pages/lif-talent/commun.json" with { type: "json" };

/**
 * Copy that LIF Talent pages share: the six-step mission lifecycle (home and model) and the two audience
 * cards (home and model), the two calls of their heroes, and how to ask a question (client and expert pages).
 * Written once: the steps and the cards' texts are the file content/pages/lif-talent/commun.json, edited in the
 * CMS (« Pages LIF Talent »); their icons' drawings, the buttons and the phone are here.
 */
const copy = present(readCopy("content/pages/lif-talent/commun.json", data as CommunFile));

/** The mission lifecycle, in the specification's six steps. */
export const MISSION_LIFECYCLE: readonly ProcessStep[] = copy.lifecycle;

/** A side of the marketplace: the file's card with its icon drawn and the button to its page. */
function audience({ icon, ...card }: (typeof copy.audiences)["client"], action: ActionData): AudienceCard {
  return { icon: ICONS[icon], ...card, action };
}

/** The two sides of the marketplace, each with its page. */
export const AUDIENCES: readonly AudienceCard[] = [
  audience(copy.audiences.client, FIND_EXPERT),
  audience(copy.audiences.expert, BECOME_EXPERT),
];

/** The heroes of the home and model pages open both doors, the expert's the quieter one. */
export const AUDIENCE_ACTIONS = [
  FIND_EXPERT,
  { ...BECOME_EXPERT, variant: "outline" },
] as const satisfies readonly ActionData[];

/** Where a question goes from the FAQ of the client and expert pages: a message, or the phone in office hours. */
export const ASK_US = {
  action: WRITE_TO_US,
  phone: { label: SITE.phone, href: SITE.phoneHref, hours: SITE.hours },
} as const satisfies Pick<FaqHelp, "action" | "phone">;
