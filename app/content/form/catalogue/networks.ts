import { COURSE_TERMS } from "~/facts/form";
import type { Course } from "../courses";

/** The network courses of the catalogue; two are named by other sheets' prerequisites, so they are exported. */
export const NETWORK_FUNDAMENTALS = {
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
  teachingMethods: [
    "Apports illustrés de schémas, puis travaux pratiques sur une maquette virtuelle",
    "Captures de trames analysées en groupe",
    "Étude de cas de panne, résolue pas à pas",
  ],
  updatedOn: "2026-11-26",
  price: { interPerLearnerExclVat: null, intraRule: COURSE_TERMS.intraRule },
  access: { requestToSession: null, enrolUntil: null },
  results: null,
  toConfirm: true,
} as const satisfies Course;

export const CCNA_PREPARATION = {
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
    { title: "Commutation", topics: ["VLAN et liens 802.1Q", "Spanning Tree", "EtherChannel"] },
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
  teachingMethods: [
    "Laboratoires sur simulateur et sur équipements virtualisés, un poste par stagiaire",
    "Apports courts avant chaque laboratoire",
    "Examen blanc chronométré et plan de révision",
  ],
  updatedOn: "2026-11-26",
  price: { interPerLearnerExclVat: null, intraRule: COURSE_TERMS.intraRule },
  access: { requestToSession: null, enrolUntil: null },
  results: null,
  toConfirm: true,
} as const satisfies Course;

export const NETWORK_COURSES = [
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
    teachingMethods: [
      "Travaux pratiques sur une maquette d’entreprise à sécuriser",
      "Revue de configurations en binôme",
      "Apports appuyés sur les recommandations de l’ANSSI",
    ],
    updatedOn: "2026-11-26",
    price: { interPerLearnerExclVat: null, intraRule: COURSE_TERMS.intraRule },
    access: { requestToSession: null, enrolUntil: null },
    results: null,
    toConfirm: true,
  },
] as const satisfies readonly Course[];
