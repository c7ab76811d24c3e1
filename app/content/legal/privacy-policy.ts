import type { LegalDocument } from "~/components/legal/types";
import { legalPage } from "~/content/files/legal";
import { VARIANT } from "~/lib/variant";
import policy from "../../../content/pages-legales/politique-confidentialite.json" with { type: "json" };

/**
 * The privacy policy, as the owner edits it in the CMS (content/pages-legales/politique-confidentialite.json):
 * the retention periods, the countries data goes to, the consent cookie's name and lifetime and the contact are
 * names filled from the facts and the settings ({duree-prospects}, {pays-structures}, {cle-consentement}).
 */
const { eyebrow, updated, sections, words } = legalPage(
  "content/pages-legales/politique-confidentialite.json",
  policy,
  VARIANT,
);

export const privacyPolicy: LegalDocument = { eyebrow, updated, sections, words };
