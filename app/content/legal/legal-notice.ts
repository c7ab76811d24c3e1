import type { LegalDocument } from "~/components/legal/types";
import { legalPage } from "~/content/files/legal";
import { VARIANT } from "~/lib/variant";
import notice from "../../../content/pages-legales/mentions-legales.json" with { type: "json" };

/**
 * The legal notice, as the owner edits it in the CMS (content/pages-legales/mentions-legales.json): the
 * publisher's and the host's identifiers are names filled from the settings ({siret}, {hebergeur}), pending ones
 * printed « en cours d’attribution »; the Belgian entity's block is kept for the Belgian site, and {domaine} is
 * the domain of the site being built.
 */
const { eyebrow, updated, sections, words } = legalPage(
  "content/pages-legales/mentions-legales.json",
  notice,
  VARIANT,
);

export const legalNotice: LegalDocument = { eyebrow, updated, sections, words };
