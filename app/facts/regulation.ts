/**
 * Amounts and dates that change by decree or order, each with its legal reference and date of effect. The build
 * warns when one took effect more than a year ago (scripts/checks/regulation.ts): the CPF participation is
 * revalued every 1 January, so a year-old value is probably out of date. Owner to confirm each before launch.
 */
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

export const CPF_RULES = {
  /**
   * The fixed contribution a CPF holder pays on each training (Code du travail, art. L. 6323-4 and R. 6323-2,
   * décret n° 2024-394 du 29 avril 2024: 100 € from 2 May 2024, revalued each 1 January with consumer prices:
   * 102,23 € in 2025, 103,20 € in 2026 by the arrêté of 30 December 2025).
   */
  contribution: {
    label: "Participation forfaitaire CPF",
    value: "103,20\u00a0€",
    reference:
      "décret n°\u00a02024-394 du 29\u00a0avril 2024, montant revalorisé chaque 1er\u00a0janvier par arrêté",
    effectiveFrom: "2026-01-01",
    effectiveFromText: "1er\u00a0janvier 2026",
  },
  /**
   * The most the CPF pays for a training towards a certification of France Compétences' répertoire spécifique
   * (loi de finances pour 2026, art. 203; Code du travail, art. D. 6323-1 A), CléA excepted.
   */
  specificRegistryCeiling: {
    label: "Plafond CPF des certifications du répertoire spécifique",
    value: "1\u00a0500\u00a0€",
    reference: "décret n°\u00a02026-127 du 24\u00a0février 2026",
    effectiveFrom: "2026-02-26",
    effectiveFromText: "26\u00a0février 2026",
  },
} as const satisfies Record<string, RegulatoryFact>;

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
