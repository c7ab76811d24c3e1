import { frenchDate } from "~/lib/french";
import { LEGAL_VERSIONS, type LegalDocumentKey } from "./versions";

/**
 * The date a legal document shows as « Dernière mise à jour », and its ISO form for <time>. Its text is a file
 * (content/pages-legales/); the date stays here, beside the fingerprint of the text it dates (versions.ts).
 */
export function legalUpdated(document: LegalDocumentKey) {
  const { updated } = LEGAL_VERSIONS[document];
  return { text: frenchDate(updated), iso: updated } as const;
}
