import type { RegulationFacts } from "~/facts/facts-schema";
import { frenchDate, nb, typeset, typesetReference } from "~/lib/french";
import regulationFile from "../../content/faits/reglementation.json" with { type: "json" };

/**
 * Amounts and dates that change by decree or order, each with its legal reference and date of effect, edited by
 * the owner in the CMS (content/faits/reglementation.json, « Faits et chiffres › Montants réglementaires »),
 * checked by the build with its schema (facts-schema.ts), read here without zod. The build warns when one took
 * effect more than a year ago (scripts/checks/regulation.ts): the CPF participation is revalued every 1 January,
 * so a year-old value is probably out of date. Owner to confirm each before launch (« Montants confirmés »).
 */
const FACTS = regulationFile as RegulationFacts;

export type RegulatoryFact = {
  /** What the value is, in French, for the build's warning. */
  label: string;
  /** The amount as the pages print it. */
  value: string;
  /** The text that sets it, as a page may cite it. */
  reference: string;
  /** When the value took effect, ISO date. */
  effectiveFrom: string;
  /** The same date in French, for the pages. */
  effectiveFromText: string;
};

/** One amount as the file holds it, as the pages print it: no-break spaces in the amount and the reference. */
function regulatoryFact(fact: RegulationFacts["cpfContribution"]): RegulatoryFact {
  return {
    label: typeset(fact.label),
    value: nb(fact.value),
    reference: typesetReference(fact.reference),
    effectiveFrom: fact.effectiveFrom,
    effectiveFromText: frenchDate(fact.effectiveFrom),
  };
}

export const CPF_RULES = {
  /**
   * The fixed contribution a CPF holder pays on each training (Code du travail, art. L. 6323-4 and R. 6323-2,
   * décret n° 2024-394 du 29 avril 2024: 100 € from 2 May 2024, revalued each 1 January with consumer prices:
   * 102,23 € in 2025, 103,20 € in 2026 by the arrêté of 30 December 2025).
   */
  contribution: regulatoryFact(FACTS.cpfContribution),
  /**
   * The most the CPF pays for a training towards a certification of France Compétences' répertoire spécifique
   * (loi de finances pour 2026, art. 203; Code du travail, art. D. 6323-1 A), CléA excepted.
   */
  specificRegistryCeiling: regulatoryFact(FACTS.cpfSpecificRegistryCeiling),
} satisfies Record<string, RegulatoryFact>;

/** Every dated regulatory fact, for the build's check. */
export const REGULATORY_FACTS: readonly RegulatoryFact[] = Object.values(CPF_RULES);

/** The facts that took effect more than a year before `now`: probably revalued since. */
export function staleRegulatoryFacts(
  now: Date,
  facts: readonly RegulatoryFact[] = REGULATORY_FACTS,
): RegulatoryFact[] {
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return facts.filter((fact) => new Date(`${fact.effectiveFrom}T00:00:00Z`) < yearAgo);
}
