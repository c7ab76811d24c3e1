/**
 * How long the group keeps personal data, category by category, on the CNIL's references: the privacy policy
 * and every page that mentions a delay read them here.
 */
export const RETENTION = {
  /** A client: the relationship, then the limitation period of contractual claims (Code civil, art. 2224). */
  clientYearsAfterRelationship: 5,
  /** A prospect who never became a client: 3 years from the last contact that came from them (CNIL). */
  prospectYearsAfterLastContact: 3,
  /** A candidate or expert not hired: 2 years after the last contact (CNIL). */
  candidateYearsAfterLastContact: 2,
  /**
   * A learner's file after the course (attendance sheets, certificate of completion, evaluations): kept for the
   * financiers' and the administration's controls. Owner to confirm with the certifying body.
   */
  learnerRecordsYearsAfterTraining: 3,
  /** Invoices and accounting records (Code de commerce, art. L. 123-22). */
  accountingYears: 10,
  /** Browsing data and audience measurement (CNIL). */
  browsingMonths: 13,
} as const;

/**
 * Every country outside the European Union where personal data may go, and why: the group's sister entities
 * (the three production centres, the Casablanca recruitment presence) and the processors the policy names.
 */
export const DATA_DESTINATIONS = {
  groupEntities: ["la Tunisie", "le Sénégal", "la Côte d’Ivoire"],
  recruitmentPresence: ["le Maroc"],
  processors: ["les États-Unis"],
} as const;
