import { COURSE_TERMS } from "~/facts/form";
import type { Course } from "../courses";
import { NETWORK_FUNDAMENTALS } from "./networks";

/** The information-security courses of the catalogue. */
export const SECURITY_COURSES = [
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
    teachingMethods: [
      "Apports courts, puis mises en situation corrigées comme à l’examen",
      "Quiz à la fin de chaque module",
      "Examen blanc et plan de révision",
    ],
    updatedOn: "2026-11-26",
    price: { interPerLearnerExclVat: null, intraRule: COURSE_TERMS.intraRule },
    access: { requestToSession: null, enrolUntil: null },
    results: null,
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
    teachingMethods: [
      "Étude de cas fil rouge sur une organisation fictive",
      "Ateliers en sous-groupes, restitués au groupe",
      "Apports sur les textes et la méthode EBIOS Risk Manager",
    ],
    updatedOn: "2026-11-26",
    price: { interPerLearnerExclVat: null, intraRule: COURSE_TERMS.intraRule },
    access: { requestToSession: null, enrolUntil: null },
    results: null,
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
          "Le dispositif national d’assistance aux victimes de cybermalveillance",
        ],
      },
    ],
    assessment: [
      "Quiz avant et après la journée",
      "Exercice de détection de courriels d’hameçonnage",
      "Attestation de fin de formation",
    ],
    teachingMethods: [
      "Exemples réels d’hameçonnage et d’escroqueries, commentés",
      "Exercices de détection en groupe",
      "Quiz interactifs avant et après la journée",
    ],
    updatedOn: "2026-11-26",
    price: { interPerLearnerExclVat: null, intraRule: COURSE_TERMS.intraRule },
    access: { requestToSession: null, enrolUntil: null },
    results: null,
    toConfirm: true,
  },
] as const satisfies readonly Course[];
