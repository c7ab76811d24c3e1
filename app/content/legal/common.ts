import type { Segment } from "~/components/legal/types";
import { SITE } from "~/site.config";

/** What the three legal documents share: the label above their h1 and the date of their current version. */
export const LEGAL_HEAD = {
  eyebrow: "Informations légales",
  updated: { text: "20 avril 2025", iso: "2025-04-20" },
} as const;

/** The contact e-mail as a link segment. */
export const EMAIL_LINK: Segment = { text: SITE.email, href: `mailto:${SITE.email}` };

/** The head office's postal address on one line. */
export const HEAD_OFFICE = `${SITE.addresses.paris.street}, ${SITE.addresses.paris.city}, ${SITE.addresses.paris.country}`;

/** A list item that opens with its term in bold: « Term : text ». */
export const term = (label: string, text: string): readonly Segment[] => [
  { text: label, strong: true },
  { text: `\u00a0: ${text}` },
];
