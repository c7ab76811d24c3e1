import type { Segment } from "~/components/legal/types";
import { frenchDate } from "~/lib/french";
import { SITE } from "~/site.config";
import { LEGAL_VERSIONS, type LegalDocumentKey } from "./versions";

/** What a legal document shows above its text: the label above its h1 and the date of its current version. */
export function legalHead(document: LegalDocumentKey) {
  const { updated } = LEGAL_VERSIONS[document];
  return { eyebrow: "Informations légales", updated: { text: frenchDate(updated), iso: updated } } as const;
}

/** The contact e-mail as a link segment. */
export const EMAIL_LINK: Segment = { text: SITE.email, href: `mailto:${SITE.email}` };

/** The head office's postal address on one line. */
export const HEAD_OFFICE = `${SITE.addresses.paris.street}, ${SITE.addresses.paris.city}, ${SITE.addresses.paris.country}`;

/** A list item that opens with its term in bold: « Term : text ». */
export const term = (label: string, text: string): readonly Segment[] => [
  { text: label, strong: true },
  { text: `\u00a0: ${text}` },
];
