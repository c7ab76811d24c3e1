/**
 * The version of each legal document: the day its current text took effect, and the fingerprint of that text
 * (SHA-256 of its sections in both variants). The pages print the date as « Dernière mise à jour : … »;
 * versions.test.ts recomputes the fingerprint and fails when the text changed without a new date, so the date
 * a visitor reads is always that of the text they read. When it fails: set `updated` to the day the change
 * goes live and `fingerprint` to the value the test prints.
 */
export type LegalVersion = { updated: string; fingerprint: string };

export const LEGAL_VERSIONS = {
  privacyPolicy: { updated: "2026-11-26", fingerprint: "7b655cfb2c6f3719" },
  legalNotice: { updated: "2026-11-26", fingerprint: "20ade70b5dc06eb9" },
  securityPolicy: { updated: "2026-11-25", fingerprint: "5f3bc67591a72262" },
} as const satisfies Record<string, LegalVersion>;

export type LegalDocumentKey = keyof typeof LEGAL_VERSIONS;
