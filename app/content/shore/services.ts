import {
  Bug,
  CalendarClock,
  FileCheck2,
  Gauge,
  Radar,
  ScanSearch,
  ShieldCheck,
  Siren,
  UsersRound,
  Workflow,
} from "lucide-react";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData } from "~/components/sections/types";
import { CONTACT_US, SHORE_DASHBOARD_PREVIEW } from "~/content/actions";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { SHORE_PROMISES } from "~/facts/shore";
import { consultationPromises } from "./consultation";
import { SHORE_FIGURES as F, NBSP } from "./figures";

const SUPPORT_LANGUAGES = ["Français", "Anglais", "Arabe", "Espagnol", "Portugais", "Langues africaines"];
const STACKS = [
  "Java/Spring",
  "JavaScript/Node.js",
  "React/Angular",
  "Python/Django",
  ".NET/C#",
  "PHP/Laravel",
  "Mobile iOS/Android",
  "AWS/Azure/GCP",
];
const CERTIFICATIONS = ["CISSP", "CEH", "OSCP", "CompTIA Security+"];
const SECURITY_SERVICES = [
  {
    icon: Radar,
    title: "SOC externalisé",
    text: "Surveillance de vos journaux et alertes, qualification des événements, escalade selon vos procédures.",
  },
  {
    icon: ScanSearch,
    title: "Tests d’intrusion",
    text: "Applications web, API, réseau interne et externe : un rapport priorisé et un test de contrôle après correction.",
  },
  {
    icon: Bug,
    title: "Gestion des vulnérabilités",
    text: "Scans réguliers, priorisation selon votre exposition, suivi des correctifs jusqu’à leur déploiement.",
  },
  {
    icon: Siren,
    title: "Réponse aux incidents",
    text: "Confinement, analyse et remédiation, avec les éléments nécessaires à vos notifications RGPD et NIS2.",
  },
  {
    icon: ShieldCheck,
    title: "Conformité sécurité",
    text: "Politiques, analyses de risques et preuves d’audit pour RGPD, NIS2 et vos clients exigeants.",
  },
] as const satisfies readonly FeatureItem[];

/** Copy of /services/lif-shore/nos-services. */
export const services = {
  hero: {
    eyebrow: "LIF Shore · Nos services",
    lead: "Une équipe de développement dédiée, un support client multilingue, une cellule de cybersécurité : choisissez ce que vous externalisez, nous recrutons, encadrons et pilotons depuis Paris.",
    actions: [
      { label: "Demander une consultation gratuite", to: "#consultation" },
      { ...CONTACT_US, variant: "outline" },
    ] as const satisfies readonly ActionData[],
    facts: {
      title: "Quatre services, un pilote",
      items: [
        { value: F.deployment, label: "pour déployer une équipe dédiée" },
        { value: String(SUPPORT_LANGUAGES.length), label: "groupes de langues pour votre support" },
        { value: String(STACKS.length), label: "environnements techniques couverts" },
        { value: String(SECURITY_SERVICES.length), label: "services de cybersécurité externalisée" },
      ],
    },
  },
  team: {
    id: "equipe-dediee",
    eyebrow: "Équipes dédiées",
    title: "Le déploiement de votre équipe IT dédiée",
    intro: `Des ingénieurs qui travaillent pour vous seul, à plein temps, intégrés à vos outils et à vos rituels. Du premier échange au premier sprint${NBSP}: ${F.deployment}.`,
    steps: [
      {
        marker: `J+${SHORE_PROMISES.firstProfilesHours / 24}`,
        title: "Vos premiers profils",
        meta: F.firstProfiles,
        text: `Après un échange sur votre besoin, nous vous présentons ${F.profilesPerPosition} profils par poste, testés et disponibles. En recrutement classique, comptez ${F.classicRecruitment}.`,
      },
      {
        marker: "J+7",
        title: "Vos entretiens et votre choix",
        meta: "Semaine 1",
        text: `Vous rencontrez les candidats en visioconférence, vous décidez. Le contrat prévoit un engagement ${F.commitmentWords}.`,
      },
      {
        marker: `J+${SHORE_PROMISES.deploymentDays}`,
        title: "Le démarrage",
        meta: F.deployment,
        text: "Postes sécurisés, accès ouverts, outils installés : l’équipe rejoint votre premier sprint avec son chef de projet parisien.",
      },
    ] as const satisfies readonly TimelineItem[],
    points: [
      "Une équipe qui ne travaille que pour vous",
      "Un chef de projet basé à Paris, un référent technique sur place",
      "Vos outils : Jira, GitLab, Teams, Slack",
      `Un profil en plus ou en moins en ${F.adjustment} au plus`,
    ],
  },
  support: {
    id: "support-multilingue",
    tone: "muted",
    eyebrow: "Support multilingue",
    title: "Un support client dans la langue de vos clients",
    intro:
      "Support utilisateurs, centre d’assistance, service client de niveau 1 et 2 : une équipe formée à vos produits, qui répond par téléphone, e-mail et messagerie instantanée, aux horaires convenus.",
    languages: SUPPORT_LANGUAGES,
    languagesLabel: "Langues de support",
    points: [
      "Scripts, base de connaissances et escalade définis avec vous",
      "Indicateurs de délai de réponse et de satisfaction chaque semaine",
      "Des horaires de support fixés avec vous, étendus le soir ou le week-end si vos utilisateurs en ont besoin",
    ],
  },
  development: {
    id: "developpement-agile",
    eyebrow: "Développement agile",
    title: "Du développement agile, sur vos technologies",
    intro:
      "Applications web et mobiles, API, migrations vers le cloud : l’équipe travaille en sprints de deux semaines, avec revue de code systématique et démonstration à chaque fin de sprint.",
    stacksLabel: "Technologies maîtrisées",
    stacks: STACKS,
    practices: [
      {
        icon: Workflow,
        title: "Des sprints à votre rythme",
        text: "Planification, point quotidien, revue et rétrospective avec vos responsables produit, aux mêmes horaires.",
      },
      {
        icon: FileCheck2,
        title: "La qualité mesurée",
        text: "Revue de code, tests automatisés et intégration continue dans votre chaîne, pas à côté.",
      },
    ] as const satisfies readonly FeatureItem[],
  },
  security: {
    id: "cybersecurite",
    tone: "sand",
    eyebrow: "Cybersécurité externalisée",
    title: "Une cellule de cybersécurité, sans la recruter",
    intro:
      "Surveiller, tester, corriger, réagir : nos analystes prennent en charge tout ou partie de votre sécurité opérationnelle, avec des comptes rendus que votre RSSI peut présenter à sa direction.",
    items: SECURITY_SERVICES,
    certificationsLabel: "Certifications de nos analystes",
    certifications: CERTIFICATIONS,
  },
  dashboard: {
    id: "tableau-de-bord",
    tone: "dark",
    eyebrow: "Tableau de bord opérationnel",
    title: "Tout ce que fait votre équipe, sur un seul écran",
    intro:
      "Chaque service LIF Shore est livré avec un tableau de bord en temps réel. Vous suivez l’activité sans réunion supplémentaire ; votre chef de projet le commente avec vous chaque semaine.",
    items: [
      {
        icon: Gauge,
        title: "Performance",
        text: "Vélocité, délais de livraison, tickets résolus et qualité du code, sprint après sprint.",
      },
      {
        icon: UsersRound,
        title: "Ressources",
        text: "Composition de l’équipe, charge, disponibilités et congés à venir.",
      },
      {
        icon: CalendarClock,
        title: "Projets",
        text: "Jalons, avancement, risques ouverts et prochaines livraisons.",
      },
      {
        icon: ShieldCheck,
        title: "Conformité et sécurité",
        text: "Accès ouverts, incidents, état des exigences RGPD et NIS2.",
      },
    ] as const satisfies readonly FeatureItem[],
    actions: [SHORE_DASHBOARD_PREVIEW] as const satisfies readonly ActionData[],
  },
  testimonial: {
    id: "temoignage",
    eyebrow: "Témoignage",
    title: "Des résultats mesurés",
    items: TESTIMONIALS.shoreServices,
  },
  lead: {
    band: {
      id: "consultation",
      promises: consultationPromises(
        "Un échange avec un expert du service qui vous intéresse",
        "Une proposition d’équipe et de budget, profil par profil",
      ),
    },
    form: {
      heading: "Demandez votre consultation gratuite",
      intro: `Développement, support, cybersécurité${NBSP}: dites-nous ce que vous souhaitez externaliser. Un expert vous rappelle dans les ${F.reply}, sans engagement.`,
      formType: "nos-services",
    },
  },
} as const;
