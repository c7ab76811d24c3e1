import { type LucideIcon, Network, ShieldCheck, ShieldHalf } from "lucide-react";
import type { PagePath } from "~/pages";
import { CYBERSECURITY_COURSES } from "./catalogue/cybersecurity";
import { NETWORK_COURSES } from "./catalogue/networks";
import { SECURITY_COURSES } from "./catalogue/security";
import type { CertificationKey } from "./certifications";

/**
 * The LIF Form catalogue: three domains, three courses each (their sheets in ./catalogue/, the certifications
 * they prepare in ./certifications.ts). Every page that names a course reads it here, so a title is written once. The spec names no course: this catalogue is written as a French training body would
 * publish it and is to be confirmed by the owner (`toConfirm`), programmes, durations and CPF eligibility first.
 */

export type DomainKey = "cybersecurite" | "reseaux" | "securite";

export type Domain = {
  key: DomainKey;
  /** The domain as a card or a link names it. */
  name: string;
  path: Extract<PagePath, `/lif-form/${string}`>;
  icon: LucideIcon;
  /** What the domain promises, in one sentence (domain cards). */
  promise: string;
};

export const DOMAINS = [
  {
    key: "cybersecurite",
    name: "Cybersécurité",
    path: "/lif-form/cybersecurite",
    icon: ShieldHalf,
    promise:
      "Attaquer pour mieux défendre, détecter et répondre\u00a0: les compétences offensives et défensives d’une équipe sécurité.",
  },
  {
    key: "reseaux",
    name: "Réseaux",
    path: "/lif-form/reseaux",
    icon: Network,
    promise:
      "Du premier plan d’adressage au réseau cloisonné\u00a0: des bases solides, la certification Cisco et la sécurité du réseau.",
  },
  {
    key: "securite",
    name: "Sécurité des systèmes d’information",
    path: "/lif-form/securite",
    icon: ShieldCheck,
    promise:
      "La sécurité, affaire de toute l’organisation\u00a0: un socle certifiant, la gouvernance et la conformité, les bons réflexes pour tous.",
  },
] as const satisfies readonly Domain[];

export type DomainPath = (typeof DOMAINS)[number]["path"];

export type CourseFormat = "presentiel" | "distanciel" | "mixte";

export type CourseLevel = "Débutant" | "Intermédiaire" | "Avancé" | "Tous niveaux";

export type CourseModule = { title: string; topics: readonly string[] };

/** Results of the sessions held (Qualiopi indicator 2), over a stated period and number of learners. */
export type CourseResults = {
  /** « sessions de janvier à juin 2027 ». */
  period: string;
  learners: number;
  satisfactionPercent: number;
  completionPercent: number;
  /** Success at the certification exam, for a certifying course; null for the others. */
  successPercent: number | null;
};

export type Course = {
  /** The course in URLs: its anchor on its domain page and `/contact?formation=<slug>`. */
  slug: string;
  domain: DomainKey;
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  objectives: readonly string[];
  audience: readonly string[];
  prerequisites: readonly string[];
  /** Days of seven hours. */
  duration: { days: number; hours: number };
  formats: readonly CourseFormat[];
  level: CourseLevel;
  /** The certification prepared, or null for a course closed by a certificate of completion. */
  certification: CertificationKey | null;
  /**
   * Whether the course can be bought with the CPF: only the preparation of a certification registered with
   * France Compétences can, so a course without certification never is.
   */
  cpfEligible: boolean;
  outline: readonly CourseModule[];
  assessment: readonly string[];
  /** How the course is taught (Qualiopi indicator 1: « méthodes mobilisées »). */
  teachingMethods: readonly string[];
  /** The day the sheet's content last changed, ISO: printed as « Fiche mise à jour le … ». */
  updatedOn: string;
  /**
   * Inter-company price per learner, excl. VAT, in euros (null until the owner publishes it), and the rule that
   * sets an intra-company price (COURSE_TERMS.intraRule).
   */
  price: { interPerLearnerExclVat: number | null; intraRule: string };
  /**
   * Access delays: from a request to the start of a session, and until when one can enrol. Null until the owner
   * publishes them (the launch gate lists them).
   */
  access: { requestToSession: string | null; enrolUntil: string | null };
  /** Indicator 2, or null while no session has ended: shown as « indicateurs publiés à l’issue… ». */
  results: CourseResults | null;
  /** The whole sheet is an editable default until the owner confirms it. */
  toConfirm: true;
};

/** Every course, domain by domain. */
export const COURSES = [...CYBERSECURITY_COURSES, ...NETWORK_COURSES, ...SECURITY_COURSES] as const;

export type CourseSlug = (typeof COURSES)[number]["slug"];

/** The domain's courses, in catalogue order. */
export function coursesOf(domain: DomainKey): readonly Course[] {
  return COURSES.filter((course) => course.domain === domain);
}

/** The course a `?formation=` value names, if any (the contact form may prefill its message from it). */
export function courseBySlug(slug: string): Course | undefined {
  return COURSES.find((course) => course.slug === slug);
}

export function domainOf(key: DomainKey): Domain {
  const domain = DOMAINS.find((entry) => entry.key === key);
  if (!domain) throw new Error(`Unknown domain ${key}`);
  return domain;
}
