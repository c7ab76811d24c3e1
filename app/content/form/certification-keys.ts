/**
 * The certifications LIF Form prepares, by the key a course's file names (« certification »: "ceh"): a fixed list,
 * since a new certification needs its course and its page's cards. Kept apart from ./certifications.ts so that
 * the schema of their file (app/content/files/form/certifications-schema.ts) reads it without the file itself.
 */
export const CERTIFICATION_KEYS = ["ceh", "cissp", "ccna", "security-plus"] as const;

export type CertificationKey = (typeof CERTIFICATION_KEYS)[number];
