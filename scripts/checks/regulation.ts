// Regulatory amounts change by decree or order (the CPF participation is revalued every 1 January): the build
// warns when one the pages state took effect more than a year ago, so nobody publishes last year's amount.
import { REGULATORY_FACTS, type RegulatoryFact, staleRegulatoryFacts } from "../../app/facts/regulation";

/** The warning for the facts older than a year at `now`, or null when all are recent. */
export function regulationWarning(
  now: Date,
  facts: readonly RegulatoryFact[] = REGULATORY_FACTS,
): string | null {
  const stale = staleRegulatoryFacts(now, facts);
  if (stale.length === 0) return null;
  const lines = stale.map(
    (fact) => `  - ${fact.label} : ${fact.value} depuis le ${fact.effectiveFromText} (${fact.reference})`,
  );
  return `Montants réglementaires en vigueur depuis plus d’un an, à vérifier dans le CMS (Faits et chiffres › Montants réglementaires, content/faits/reglementation.json) :\n${lines.join("\n")}`;
}
