/** The four certifications LIF Form prepares, as their issuers describe them (to be confirmed by the owner). */

export type CertificationKey = "ceh" | "cissp" | "ccna" | "security-plus";

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

/** A répertoire spécifique certification is validated whole: what its sheet says about skill blocks. */
const NO_BLOCKS =
  "Certification du répertoire spécifique\u00a0: elle se valide en entier, sans blocs de compétences.";
const PENDING_REGISTRY = { kind: "RS", code: null, registeredOn: null, validUntil: null } as const;

export const CERTIFICATIONS = {
  ceh: {
    key: "ceh",
    name: "CEH",
    fullName: "Certified Ethical Hacker",
    issuer: "EC-Council",
    proves:
      "Vous connaissez les techniques et les outils des attaquants et savez les employer, dans un cadre légal, pour éprouver les défenses d’un système.",
    requirement:
      "Une formation officielle EC-Council, ou deux ans d’expérience en sécurité validés par l’éditeur",
    exam: "125 questions à choix multiples, 4\u00a0h",
    validity: "3\u00a0ans, renouvelée par la formation continue",
    registry: PENDING_REGISTRY,
    skillBlocks: NO_BLOCKS,
    equivalences: null,
    nextSteps: [
      "Certified Penetration Testing Professional (CPENT) d’EC-Council",
      "Certifications offensives avancées, comme l’OSCP d’OffSec",
    ],
    jobs: [
      "Auditeur ou auditrice en tests d’intrusion",
      "Consultant ou consultante en sécurité offensive",
      "Analyste sécurité",
    ],
    successRate: null,
    toConfirm: true,
  },
  cissp: {
    key: "cissp",
    name: "CISSP",
    fullName: "Certified Information Systems Security Professional",
    issuer: "ISC2",
    proves:
      "Vous savez concevoir, piloter et gouverner un programme de sécurité sur les huit domaines du référentiel\u00a0: la référence des RSSI et des architectes sécurité.",
    requirement: "Cinq ans d’expérience dans deux des huit domaines du référentiel",
    exam: "100 à 150 questions, 3\u00a0h, format adaptatif",
    validity: "3\u00a0ans, renouvelée par la formation continue",
    registry: PENDING_REGISTRY,
    skillBlocks: NO_BLOCKS,
    equivalences: null,
    nextSteps: [
      "Les concentrations d’ISC2\u00a0: architecture (ISSAP), ingénierie (ISSEP) ou gestion (ISSMP) de la sécurité",
    ],
    jobs: [
      "Responsable de la sécurité des systèmes d’information (RSSI)",
      "Architecte sécurité",
      "Consultant ou consultante en gouvernance de la sécurité",
    ],
    successRate: null,
    toConfirm: true,
  },
  ccna: {
    key: "ccna",
    name: "CCNA",
    fullName: "Cisco Certified Network Associate",
    issuer: "Cisco",
    proves:
      "Vous savez installer, configurer et dépanner un réseau d’entreprise\u00a0: adressage, commutation, routage, sans-fil, sécurité et premiers pas de l’automatisation.",
    requirement: "Aucun prérequis formel",
    exam: "200-301, 2\u00a0h, en centre agréé ou en ligne",
    validity: "3\u00a0ans, renouvelée par un examen ou la formation continue",
    registry: PENDING_REGISTRY,
    skillBlocks: NO_BLOCKS,
    equivalences: null,
    nextSteps: [
      "Les certifications CCNP de Cisco, Enterprise ou Security",
      "Notre formation «\u00a0Sécurité des réseaux\u00a0»",
    ],
    jobs: [
      "Administrateur ou administratrice réseau",
      "Technicien ou technicienne d’infrastructure",
      "Ingénieur ou ingénieure réseau junior",
    ],
    successRate: null,
    toConfirm: true,
  },
  "security-plus": {
    key: "security-plus",
    name: "Security+",
    fullName: "CompTIA Security+",
    issuer: "CompTIA",
    proves:
      "Vous maîtrisez les fondamentaux opérationnels de la sécurité\u00a0: menaces, architecture, opérations et gestion des risques. Le socle reconnu d’un premier poste en sécurité.",
    requirement: "Aucun prérequis formel, deux ans d’expérience recommandés",
    exam: "SY0-701, 90\u00a0questions au plus en 90\u00a0minutes, dont des mises en situation",
    validity: "3\u00a0ans, renouvelée par la formation continue",
    registry: PENDING_REGISTRY,
    skillBlocks: NO_BLOCKS,
    equivalences: null,
    nextSteps: [
      "CompTIA CySA+ (analyse de la sécurité) ou PenTest+ (tests d’intrusion)",
      "Nos préparations CEH et CISSP, avec l’expérience",
    ],
    jobs: [
      "Administrateur ou administratrice sécurité",
      "Analyste SOC de niveau 1",
      "Technicien ou technicienne sécurité",
    ],
    successRate: null,
    toConfirm: true,
  },
} as const satisfies Record<CertificationKey, Certification>;
