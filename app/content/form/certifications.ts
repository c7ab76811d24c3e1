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
  /** Exam formats and renewal rules change: the owner checks them against the issuer's current terms. */
  toConfirm: true;
};

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
    toConfirm: true,
  },
} as const satisfies Record<CertificationKey, Certification>;
