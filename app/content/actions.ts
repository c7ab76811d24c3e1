import type { LinkData } from "~/components/sections/types";
import type { ActionsFile } from "~/content/files/actions-schema";
import { readCopy } from "~/content/files/read-copy";
import actions from "../../content/boutons.json" with { type: "json" };

/**
 * Calls to action and links that several pages word the same way, each written once: the text in
 * content/boutons.json (« Navigation › Boutons communs » in the CMS), the page it opens here. A page that wants
 * another look spreads one and sets its `variant`.
 */
const LABELS = readCopy("content/boutons.json", actions as ActionsFile);

export const CONTACT_US = { label: LABELS.contactUs, to: "/contact" } as const satisfies LinkData;
export const GET_IN_TOUCH = { label: LABELS.getInTouch, to: "/contact" } as const satisfies LinkData;
export const WRITE_TO_US = { label: LABELS.writeToUs, to: "/contact" } as const satisfies LinkData;
export const TALK_TO_EXPERT = { label: LABELS.talkToExpert, to: "/contact" } as const satisfies LinkData;
export const DISCOVER_SHORE = {
  label: LABELS.discoverShore,
  to: "/services/lif-shore",
} as const satisfies LinkData;
export const ABOUT_US = { label: LABELS.aboutUs, to: "/about" } as const satisfies LinkData;
export const SHORE_DASHBOARD_PREVIEW = {
  label: LABELS.shoreDashboardPreview,
  to: "/services/lif-shore/dashboard",
} as const satisfies LinkData;
export const FIND_EXPERT = {
  label: LABELS.findExpert,
  to: "/lif-talent/client-entreprise",
} as const satisfies LinkData;
export const BECOME_EXPERT = {
  label: LABELS.becomeExpert,
  to: "/lif-talent/expert-it",
} as const satisfies LinkData;
export const PRIVACY_POLICY = {
  label: LABELS.privacyPolicy,
  to: "/politique-confidentialite",
} as const satisfies LinkData;
