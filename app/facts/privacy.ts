import type { PrivacyFacts } from "~/facts/facts-schema";
import { typesetAll } from "~/lib/french";
import privacyFile from "../../content/faits/donnees-personnelles.json" with { type: "json" };

/**
 * How long the group keeps personal data, category by category, on the CNIL's references, and where data may go:
 * edited by the owner in the CMS (content/faits/donnees-personnelles.json, « Faits et chiffres › Données
 * personnelles »), checked by the build with its schema (facts-schema.ts), read here without zod.
 */
const FACTS = typesetAll(privacyFile as PrivacyFacts);

/**
 * The retention periods the privacy policy and every page that mentions a delay read: a client, the relationship
 * then the limitation period of contractual claims (Code civil, art. 2224); a prospect, 3 years from their last
 * contact (CNIL); a candidate or expert not hired, 2 years after the last contact (CNIL); a learner's file after
 * the course (attendance sheets, certificate, evaluations), for the financiers' and the administration's controls
 * (owner to confirm with the certifying body); invoices and accounting records (Code de commerce, art.
 * L. 123-22); browsing data and audience measurement (CNIL), in months.
 */
export const RETENTION = FACTS.retention;

/**
 * Every country outside the European Union where personal data may go, and why: the group's sister entities
 * (the three production centres, the Casablanca recruitment presence) and the processors the policy names.
 */
export const DATA_DESTINATIONS = FACTS.destinations;
