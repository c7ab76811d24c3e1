import { type LucideIcon, Network, ShieldCheck, ShieldHalf } from "lucide-react";
import type { PagePath } from "~/pages";

/**
 * The LIF Form catalogue: three domains, three courses each. Every page that names a course reads it here, so
 * a title is written once. The spec names no course: this catalogue is written as a French training body would
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

export type CourseFormat = "presentiel" | "distanciel" | "mixte";

export type CourseLevel = "Débutant" | "Intermédiaire" | "Avancé" | "Tous niveaux";

export type CourseModule = { title: string; topics: readonly string[] };

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
  /** The whole sheet is an editable default until the owner confirms it. */
  toConfirm: true;
};

// Courses another sheet refers to by title are declared first, so the title stays written once.
const NETWORK_FUNDAMENTALS = {
  slug: "fondamentaux-reseaux-tcp-ip",
  domain: "reseaux",
  title: "Fondamentaux des réseaux TCP/IP",
  summary:
    "Comprendre comment circulent les données, du câble à l’application, et savoir diagnostiquer une panne\u00a0: le socle de tout parcours réseau ou sécurité.",
  objectives: [
    "Décrire les modèles OSI et TCP/IP et le rôle de chaque couche",
    "Construire un plan d’adressage IPv4 et lire une adresse IPv6",
    "Configurer les services réseau essentiels\u00a0: DHCP, DNS, NAT",
    "Diagnostiquer une panne avec les outils du quotidien\u00a0: ping, traceroute, Wireshark",
  ],
  audience: [
    "Techniciens de support et d’assistance",
    "Développeurs et chefs de projet qui travaillent avec les équipes d’infrastructure",
    "Personnes en reconversion vers les métiers de l’infrastructure",
  ],
  prerequisites: [
    "Être à l’aise avec un ordinateur et son système d’exploitation",
    "Aucune connaissance réseau",
  ],
  duration: { days: 3, hours: 21 },
  formats: ["presentiel", "distanciel"],
  level: "Débutant",
  certification: null,
  cpfEligible: false,
  outline: [
    {
      title: "Les modèles de communication",
      topics: ["Modèles OSI et TCP/IP", "Ethernet et adresses MAC", "Encapsulation des données"],
    },
    {
      title: "Adressage et routage",
      topics: ["IPv4, masques et sous-réseaux", "Les bases d’IPv6", "Principes du routage"],
    },
    {
      title: "Transport et services",
      topics: ["TCP, UDP et ports", "DHCP, DNS et NAT", "Le Wi-Fi en entreprise"],
    },
    {
      title: "Diagnostic",
      topics: [
        "Méthode de dépannage couche par couche",
        "Capture et lecture de trames avec Wireshark",
        "Étude de cas de panne",
      ],
    },
  ],
  assessment: [
    "Quiz de positionnement, puis en fin de chaque journée",
    "Travaux pratiques sur une maquette virtuelle",
    "Cas de dépannage final, corrigé avec le formateur",
    "Attestation de fin de formation",
  ],
  toConfirm: true,
} as const satisfies Course;

const CCNA_PREPARATION = {
  slug: "preparation-ccna",
  domain: "reseaux",
  title: "Routage et commutation\u00a0: préparation à la certification CCNA",
  summary:
    "Installer, configurer et dépanner un réseau d’entreprise Cisco, puis réussir l’examen CCNA\u00a0: cinq jours de laboratoire et un plan de révision.",
  objectives: [
    "Configurer commutateurs et routeurs Cisco\u00a0: VLAN, agrégation de liens, routage statique et OSPF",
    "Mettre en place les services IP et sécuriser l’accès aux équipements",
    "Comprendre les réseaux sans fil, la virtualisation et l’automatisation des réseaux",
    "Se présenter à l’examen CCNA 200-301 dans les meilleures conditions",
  ],
  audience: [
    "Administrateurs et techniciens réseau",
    "Administrateurs systèmes qui prennent en charge le réseau",
    "Candidats à la certification CCNA",
  ],
  prerequisites: [
    `Avoir suivi «\u00a0${NETWORK_FUNDAMENTALS.title}\u00a0» ou maîtriser l’adressage IPv4`,
    "Lire l’anglais technique",
  ],
  duration: { days: 5, hours: 35 },
  formats: ["presentiel", "mixte"],
  level: "Intermédiaire",
  certification: "ccna",
  cpfEligible: true,
  outline: [
    { title: "Commutation", topics: ["VLAN et liens trunk", "Spanning Tree", "EtherChannel"] },
    { title: "Routage", topics: ["Lire une table de routage", "Routage statique", "OSPFv2 en zone unique"] },
    {
      title: "Services IP",
      topics: ["NAT, DHCP et NTP", "Principes de la qualité de service", "Supervision avec Syslog et SNMP"],
    },
    {
      title: "Sécurité et sans-fil",
      topics: [
        "Sécuriser l’accès aux équipements",
        "Listes de contrôle d’accès",
        "Architectures Wi-Fi, WPA2 et WPA3",
      ],
    },
    {
      title: "Automatisation et préparation à l’examen",
      topics: [
        "Réseaux pilotés par logiciel et contrôleurs",
        "API REST et format JSON",
        "Examen blanc et plan de révision",
      ],
    },
  ],
  assessment: [
    "Laboratoires corrigés sur simulateur et sur équipements virtualisés",
    "Examen blanc chronométré",
    "Examen CCNA passé après la formation, en centre agréé ou en ligne",
  ],
  toConfirm: true,
} as const satisfies Course;

export const COURSES = [
  {
    slug: "preparation-ceh",
    domain: "cybersecurite",
    title: "Hacking éthique\u00a0: préparation à la certification CEH",
    summary:
      "Cinq jours pour penser comme un attaquant et éprouver vos défenses dans un cadre légal, jusqu’à l’examen Certified Ethical Hacker.",
    objectives: [
      "Conduire un test d’intrusion de la reconnaissance au rapport, dans un cadre légal et contractuel",
      "Identifier et exploiter les vulnérabilités courantes des réseaux, des systèmes et des applications web",
      "Recommander des corrections classées selon le risque",
      "Se présenter à l’examen CEH dans les meilleures conditions",
    ],
    audience: [
      "Administrateurs systèmes et réseaux",
      "Analystes et ingénieurs sécurité",
      "Auditeurs et consultants qui veulent pratiquer les tests d’intrusion",
    ],
    prerequisites: [
      "Deux ans d’expérience en administration système ou réseau",
      "Bonnes bases TCP/IP, Linux et Windows",
      "Lire l’anglais technique",
    ],
    duration: { days: 5, hours: 35 },
    formats: ["presentiel", "distanciel"],
    level: "Intermédiaire",
    certification: "ceh",
    cpfEligible: true,
    outline: [
      {
        title: "Cadre et méthode",
        topics: [
          "Éthique, cadre légal et convention d’audit",
          "Les phases d’une attaque et le référentiel MITRE ATT&CK",
          "Reconnaissance passive et renseignement en sources ouvertes",
        ],
      },
      {
        title: "Analyse du réseau et énumération",
        topics: [
          "Découverte des ports et des services avec Nmap",
          "Énumération des services\u00a0: SMB, SNMP, LDAP",
          "Analyse de vulnérabilités",
        ],
      },
      {
        title: "Attaque des systèmes",
        topics: [
          "Élévation de privilèges sous Linux et Windows",
          "Attaques sur les mots de passe et l’Active Directory",
          "Logiciels malveillants et persistance",
        ],
      },
      {
        title: "Applications web et réseaux sans fil",
        topics: [
          "Injections SQL, XSS et failles du Top 10 de l’OWASP",
          "Interception et analyse du trafic",
          "Sécurité du Wi-Fi et ingénierie sociale",
        ],
      },
      {
        title: "Cloud, objets connectés et préparation à l’examen",
        topics: [
          "Menaces propres au cloud et aux objets connectés",
          "Cryptographie appliquée",
          "Examen blanc chronométré et correction",
        ],
      },
    ],
    assessment: [
      "Positionnement en début de formation",
      "Travaux pratiques évalués sur un laboratoire d’attaque dédié",
      "Examen blanc dans les conditions de l’examen",
      "Examen CEH passé après la formation, en centre agréé ou à distance",
    ],
    toConfirm: true,
  },
  {
    slug: "preparation-cissp",
    domain: "cybersecurite",
    title: "Management de la sécurité\u00a0: préparation à la certification CISSP",
    summary:
      "La révision structurée des huit domaines du référentiel d’ISC2, pour les professionnels qui pilotent la sécurité et visent la certification de référence des RSSI.",
    objectives: [
      "Maîtriser les huit domaines du référentiel CISSP, de la gestion des risques au développement sécurisé",
      "Relier décisions techniques, exigences réglementaires et enjeux de direction",
      "Adopter le raisonnement de gestionnaire de risques attendu à l’examen",
      "Organiser ses révisions et s’entraîner sur des questions de type examen",
    ],
    audience: [
      "RSSI et leurs adjoints",
      "Architectes et consultants sécurité",
      "Responsables d’infrastructure ou de production chargés de la sécurité",
    ],
    prerequisites: [
      "Pour être certifié\u00a0: cinq ans d’expérience professionnelle dans au moins deux des huit domaines (quatre avec un diplôme ou une certification reconnus par ISC2)",
      "Sans cette expérience, la réussite à l’examen donne le statut d’Associate of ISC2",
      "Lire l’anglais technique",
    ],
    duration: { days: 5, hours: 35 },
    formats: ["presentiel", "distanciel"],
    level: "Avancé",
    certification: "cissp",
    cpfEligible: true,
    outline: [
      {
        title: "Sécurité et gestion des risques",
        topics: [
          "Gouvernance, conformité et éthique professionnelle",
          "Analyse et traitement des risques",
          "Continuité d’activité",
        ],
      },
      {
        title: "Actifs, architecture et ingénierie",
        topics: [
          "Classification et protection des informations",
          "Modèles et architectures de sécurité",
          "Cryptographie et infrastructures à clés publiques",
        ],
      },
      {
        title: "Réseaux, identités et accès",
        topics: [
          "Architectures réseau sécurisées",
          "Gestion des identités et des accès",
          "Modèles de contrôle d’accès",
        ],
      },
      {
        title: "Évaluation et opérations de sécurité",
        topics: [
          "Stratégies d’audit et de test",
          "Gestion des incidents et investigations",
          "Reprise après sinistre",
        ],
      },
      {
        title: "Développement sécurisé et préparation à l’examen",
        topics: [
          "Sécurité dans le cycle de développement",
          "Méthode pour répondre aux questions de l’examen",
          "Examen blanc et plan de révision",
        ],
      },
    ],
    assessment: [
      "Questionnaire de positionnement sur les huit domaines",
      "Quiz à la fin de chaque module",
      "Examen blanc au format adaptatif",
      "Examen CISSP passé après la formation, en centre agréé",
    ],
    toConfirm: true,
  },
  {
    slug: "analyste-soc",
    domain: "cybersecurite",
    title: "Analyste SOC\u00a0: détection et réponse aux incidents",
    summary:
      "Surveiller, qualifier, réagir\u00a0: le métier d’analyste SOC de niveau 1 et 2, appris sur une plateforme de supervision avec des scénarios d’attaque rejoués.",
    objectives: [
      "Collecter et corréler des journaux dans un SIEM",
      "Qualifier une alerte et distinguer un faux positif d’un incident",
      "Mener les premières actions de réponse\u00a0: confinement, collecte de preuves, escalade",
      "Rédiger un compte rendu d’incident utile à la direction et aux notifications RGPD et NIS2",
    ],
    audience: [
      "Techniciens et administrateurs qui rejoignent un SOC",
      "Analystes SOC de niveau 1",
      "Équipes d’exploitation chargées de la surveillance",
    ],
    prerequisites: ["Bases de l’administration Linux et Windows", "Notions de réseau TCP/IP"],
    duration: { days: 4, hours: 28 },
    formats: ["presentiel", "distanciel", "mixte"],
    level: "Intermédiaire",
    certification: null,
    cpfEligible: false,
    outline: [
      {
        title: "Le SOC et ses outils",
        topics: [
          "Organisation d’un SOC, niveaux et indicateurs",
          "SIEM, EDR et orchestration de la réponse",
          "Sources de renseignement sur les menaces",
        ],
      },
      {
        title: "Collecte et détection",
        topics: [
          "Les journaux utiles et leur collecte",
          "Règles de corrélation",
          "Le référentiel MITRE ATT&CK au service de la détection",
        ],
      },
      {
        title: "Qualification et investigation",
        topics: ["Tri des alertes", "Analyse du trafic réseau", "Analyse d’un poste compromis"],
      },
      {
        title: "Réponse et amélioration continue",
        topics: ["Confinement et éradication", "Rapport d’incident", "Retour d’expérience"],
      },
    ],
    assessment: [
      "Exercice de tri d’alertes chronométré",
      "Investigation complète d’un incident simulé, présentée à l’oral",
      "Attestation de fin de formation détaillant les compétences acquises",
    ],
    toConfirm: true,
  },
  NETWORK_FUNDAMENTALS,
  CCNA_PREPARATION,
  {
    slug: "securite-des-reseaux",
    domain: "reseaux",
    title: "Sécurité des réseaux\u00a0: pare-feu, VPN et segmentation",
    summary:
      "Concevoir et exploiter un réseau cloisonné\u00a0: filtrage, accès distants chiffrés et supervision, selon les recommandations de l’ANSSI.",
    objectives: [
      "Concevoir une architecture segmentée en zones de confiance",
      "Configurer un pare-feu et rédiger ses règles de filtrage",
      "Déployer des accès distants par VPN IPsec et TLS",
      "Superviser le réseau et détecter les comportements anormaux",
    ],
    audience: [
      "Administrateurs réseau et systèmes",
      "Ingénieurs infrastructure",
      "Titulaires du CCNA qui se spécialisent en sécurité",
    ],
    prerequisites: [
      `Routage et commutation maîtrisés, au niveau de «\u00a0${CCNA_PREPARATION.title}\u00a0»`,
      "Bases de l’administration Linux",
    ],
    duration: { days: 4, hours: 28 },
    formats: ["presentiel", "distanciel"],
    level: "Avancé",
    certification: null,
    cpfEligible: false,
    outline: [
      {
        title: "Architecture et cloisonnement",
        topics: ["Zones de confiance et DMZ", "VLAN et segmentation", "Les recommandations de l’ANSSI"],
      },
      {
        title: "Filtrage",
        topics: ["Pare-feu à états", "Rédaction et revue des règles", "Proxy et filtrage web"],
      },
      {
        title: "Accès distants",
        topics: ["VPN IPsec de site à site", "VPN TLS pour les postes nomades", "Authentification forte"],
      },
      {
        title: "Supervision et détection",
        topics: [
          "Journaux et analyse des flux",
          "Détection et prévention d’intrusion",
          "Audit d’une configuration",
        ],
      },
    ],
    assessment: [
      "Travaux pratiques sur une maquette d’entreprise",
      "Audit d’une configuration de pare-feu en binôme",
      "Attestation de fin de formation",
    ],
    toConfirm: true,
  },
  {
    slug: "preparation-comptia-security-plus",
    domain: "securite",
    title: "Sécurité des SI\u00a0: préparation à la certification CompTIA Security+",
    summary:
      "Le socle de connaissances de tout professionnel de la sécurité, reconnu à l’international, jusqu’à l’examen Security+.",
    objectives: [
      "Reconnaître les menaces, les attaques et les vulnérabilités courantes",
      "Mettre en œuvre une architecture et des mesures de sécurité adaptées",
      "Participer aux opérations de sécurité et à la réponse aux incidents",
      "Appliquer les principes de gouvernance, de gestion des risques et de conformité",
    ],
    audience: [
      "Administrateurs systèmes et réseaux",
      "Techniciens qui évoluent vers la sécurité",
      "Chefs de projet informatique",
    ],
    prerequisites: [
      `Des bases réseau et système, au niveau de «\u00a0${NETWORK_FUNDAMENTALS.title}\u00a0»`,
      "CompTIA recommande deux ans d’expérience en administration informatique orientée sécurité",
      "Lire l’anglais technique",
    ],
    duration: { days: 5, hours: 35 },
    formats: ["presentiel", "distanciel", "mixte"],
    level: "Intermédiaire",
    certification: "security-plus",
    cpfEligible: true,
    outline: [
      {
        title: "Concepts généraux de sécurité",
        topics: [
          "Types de mesures de sécurité",
          "Confidentialité, intégrité, disponibilité et moindre privilège",
          "Cryptographie et infrastructures à clés publiques",
        ],
      },
      {
        title: "Menaces, vulnérabilités et parades",
        topics: [
          "Acteurs et vecteurs de menace",
          "Vulnérabilités applicatives et matérielles",
          "Indicateurs de compromission",
        ],
      },
      {
        title: "Architecture de sécurité",
        topics: ["Cloud et virtualisation", "Sécurité de l’infrastructure", "Protection des données"],
      },
      {
        title: "Opérations de sécurité",
        topics: ["Gestion des identités et des accès", "Supervision et alertes", "Réponse aux incidents"],
      },
      {
        title: "Gouvernance, risques et préparation à l’examen",
        topics: [
          "Gestion des risques et des tiers",
          "Audits et conformité",
          "Examen blanc avec mises en situation",
        ],
      },
    ],
    assessment: [
      "Quiz à la fin de chaque module",
      "Mises en situation corrigées, comme à l’examen",
      "Examen blanc",
      "Examen Security+ passé après la formation, en centre agréé ou en ligne",
    ],
    toConfirm: true,
  },
  {
    slug: "gouvernance-rgpd-nis2",
    domain: "securite",
    title: "Gouvernance de la sécurité\u00a0: RGPD, NIS2 et analyse de risques",
    summary:
      "Ce que la réglementation exige de votre organisation et comment le démontrer\u00a0: rôles, registre, analyse de risques, notification des incidents.",
    objectives: [
      "Identifier les obligations du RGPD et de la directive NIS2 qui s’appliquent à votre organisation",
      "Conduire une analyse de risques avec la méthode EBIOS Risk Manager de l’ANSSI",
      "Bâtir une politique de sécurité et un plan d’action par priorités",
      "Organiser la notification des violations de données et des incidents importants",
    ],
    audience: [
      "RSSI, délégués à la protection des données et responsables conformité",
      "DSI et directions générales d’ETI",
      "Chefs de projet chargés d’une mise en conformité",
    ],
    prerequisites: ["Aucun prérequis technique", "Connaître l’organisation de son entreprise"],
    duration: { days: 3, hours: 21 },
    formats: ["presentiel", "distanciel"],
    level: "Tous niveaux",
    certification: null,
    cpfEligible: false,
    outline: [
      {
        title: "Le cadre réglementaire",
        topics: [
          "RGPD\u00a0: principes, droits des personnes, registre des traitements",
          "NIS2\u00a0: entités concernées, obligations et transposition en droit français",
          "L’articulation avec la norme ISO 27001",
        ],
      },
      {
        title: "L’analyse de risques",
        topics: [
          "La méthode EBIOS Risk Manager",
          "Scénarios stratégiques et opérationnels",
          "Traitement et acceptation du risque",
        ],
      },
      {
        title: "Piloter la conformité",
        topics: [
          "Politique de sécurité et gouvernance",
          "Gestion des incidents et notifications",
          "Indicateurs et preuves pour l’audit",
        ],
      },
    ],
    assessment: [
      "Étude de cas fil rouge sur une organisation fictive",
      "Analyse de risques et plan d’action présentés au groupe",
      "Attestation de fin de formation",
    ],
    toConfirm: true,
  },
  {
    slug: "sensibilisation-cybersecurite",
    domain: "securite",
    title: "Sensibilisation à la cybersécurité\u00a0: les bons réflexes",
    summary:
      "Une journée pour que chaque collaborateur reconnaisse une tentative d’hameçonnage, protège ses accès et sache qui prévenir.",
    objectives: [
      "Reconnaître l’hameçonnage, les faux ordres de virement et les autres escroqueries courantes",
      "Protéger ses mots de passe et activer la double authentification",
      "Adopter les bons usages en télétravail et en déplacement",
      "Savoir réagir et à qui signaler un incident",
    ],
    audience: [
      "Tous les collaborateurs, sans connaissance technique",
      "Managers qui relaient les consignes de sécurité",
    ],
    prerequisites: ["Aucun"],
    duration: { days: 1, hours: 7 },
    formats: ["presentiel", "distanciel"],
    level: "Tous niveaux",
    certification: null,
    cpfEligible: false,
    outline: [
      {
        title: "Les menaces du quotidien",
        topics: ["Hameçonnage et ingénierie sociale", "Rançongiciels", "Fraude au président"],
      },
      {
        title: "Les bons réflexes",
        topics: [
          "Mots de passe et gestionnaire de mots de passe",
          "Double authentification",
          "Mises à jour et sauvegardes",
        ],
      },
      {
        title: "Réagir",
        topics: [
          "Les premiers gestes face à un incident",
          "Signaler en interne",
          "L’assistance de Cybermalveillance.gouv.fr",
        ],
      },
    ],
    assessment: [
      "Quiz avant et après la journée",
      "Exercice de détection de courriels d’hameçonnage",
      "Attestation de fin de formation",
    ],
    toConfirm: true,
  },
] as const satisfies readonly Course[];

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
