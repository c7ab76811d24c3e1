import type { LegalDocument } from "~/components/legal/types";
import { legalPage } from "~/content/files/legal";
import { VARIANT } from "~/lib/variant";
import policy from "../../../content/pages-legales/politique-de-securite.json" with { type: "json" };

/**
 * The security policy, as the owner edits it in the CMS (content/pages-legales/politique-de-securite.json): the
 * entity, the data-protection contact and the access review's rhythm are names filled from the settings and the
 * facts ({entite}, {contact-donnees}, {revue-habilitations}).
 */
const { eyebrow, updated, sections, words } = legalPage(
  "content/pages-legales/politique-de-securite.json",
  policy,
  VARIANT,
);

export const securityPolicy: LegalDocument = { eyebrow, updated, sections, words };
