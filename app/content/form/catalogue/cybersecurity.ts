import { COURSE_TERMS } from "~/facts/form";
import type { Course } from "../courses";

/** The cybersecurity courses of the catalogue (to be confirmed by the owner, as every sheet). */
export const CYBERSECURITY_COURSES = [
  {
    slug: "preparation-ceh",
    domain: "cybersecurite",
    title: "Tests d’intrusion\u00a0: préparation à la certification CEH",
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
    teachingMethods: [
      "Apports courts du formateur, suivis de travaux pratiques sur un laboratoire d’attaque dédié à chaque stagiaire",
      "Démonstrations d’outils d’attaque commentées, puis reproduites par les stagiaires",
      "Examen blanc chronométré et correction collective",
    ],
    updatedOn: "2026-11-26",
    price: { interPerLearnerExclVat: null, intraRule: COURSE_TERMS.intraRule },
    access: { requestToSession: null, enrolUntil: null },
    results: null,
    toConfirm: true,
  },
  {
    slug: "preparation-cissp",
    domain: "cybersecurite",
    title: "Pilotage de la sécurité\u00a0: préparation à la certification CISSP",
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
    teachingMethods: [
      "Exposés structurés domaine par domaine, illustrés de cas d’entreprise",
      "Questions de type examen après chaque module, corrigées et expliquées",
      "Plan de révision personnel remis en fin de formation",
    ],
    updatedOn: "2026-11-26",
    price: { interPerLearnerExclVat: null, intraRule: COURSE_TERMS.intraRule },
    access: { requestToSession: null, enrolUntil: null },
    results: null,
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
    teachingMethods: [
      "Apports courts, puis travaux pratiques sur une plateforme de supervision",
      "Scénarios d’attaque rejoués que les stagiaires détectent et qualifient",
      "Investigation en équipe et restitution orale",
    ],
    updatedOn: "2026-11-26",
    price: { interPerLearnerExclVat: null, intraRule: COURSE_TERMS.intraRule },
    access: { requestToSession: null, enrolUntil: null },
    results: null,
    toConfirm: true,
  },
] as const satisfies readonly Course[];
