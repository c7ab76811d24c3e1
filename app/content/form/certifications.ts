import type { CertificationsFile } from "~/content/files/form/certifications-schema";
import { readCopy } from "~/content/files/read-copy";
import data from "../../../content/pages/lif-form/certifications.json" with { type: "json" };
import type { CertificationKey } from "./certification-keys";

/**
 * The four certifications LIF Form prepares, as their issuers describe them (to be confirmed by the owner): the
 * file content/pages/lif-form/certifications.json, edited in the CMS (« Pages LIF Form › Certifications
 * préparées »), checked by the build with its schema (app/content/files/form/certifications-schema.ts).
 */

export type { CertificationKey };
export type Certification = {
  key: CertificationKey;
  name: string;
  fullName: string;
  issuer: string;
  /** What holding it proves. */
  proves: string;
  /** Who may sit the exam or hold the certification. */
  requirement: string;
  exam: string;
  validity: string;
  /**
   * Its registration with France Compétences (répertoire spécifique): the code, the registration date and the end
   * of validity, ISO. Null until the owner gives them from the certification's sheet: never guessed.
   */
  registry: { kind: "RS"; code: string | null; registeredOn: string | null; validUntil: string | null };
  /** Whether it can be obtained block by block (Qualiopi indicator 3). */
  skillBlocks: string;
  /** Equivalences and bridges registered with France Compétences; null until the owner gives them. */
  equivalences: string | null;
  /** What one may prepare next. */
  nextSteps: readonly string[];
  /** The jobs it leads to. */
  jobs: readonly string[];
  /** LIF Form's learners' success rate at the exam; null until sessions have ended (owner-pending). */
  successRate: { percent: number; period: string; candidates: number } | null;
  /** Exam formats and renewal rules change: the owner checks them against the issuer's current terms. */
  toConfirm: true;
};

const copy = readCopy("content/pages/lif-form/certifications.json", data as CertificationsFile);

/** Each certification by its key, in the file's order (the pages list them so). */
export const CERTIFICATIONS = Object.fromEntries(
  copy.items.map(({ key, registry, ...rest }): [CertificationKey, Certification] => [
    key,
    {
      key,
      name: rest.name,
      fullName: rest.fullName,
      issuer: rest.issuer,
      proves: rest.proves,
      requirement: rest.requirement,
      exam: rest.exam,
      validity: rest.validity,
      registry: { kind: "RS", ...registry },
      skillBlocks: rest.skillBlocks,
      equivalences: rest.equivalences,
      nextSteps: rest.nextSteps,
      jobs: rest.jobs,
      successRate: rest.successRate,
      toConfirm: true,
    },
  ]),
) as Readonly<Record<CertificationKey, Certification>>;
