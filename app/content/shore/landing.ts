import {
  CalendarClock,
  Clock3,
  Compass,
  Euro,
  Gauge,
  Handshake,
  Languages,
  MapPinned,
  Repeat,
  ShieldCheck,
  UsersRound,
} from "lucide-react";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { StatItem } from "~/components/sections/stat-grid";
import type { ActionData } from "~/components/sections/types";
import { SHORE_DASHBOARD_PREVIEW, TALK_TO_EXPERT } from "~/content/actions";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { consultationPromises } from "./consultation";
import { SHORE_FIGURES as F, NBSP } from "./figures";
import { guide } from "./guide";

/** Copy of the LIF Shore landing page (/services/lif-shore). */
export const landing = {
  hero: {
    eyebrow: "LIF Shore · Nearshore en Afrique",
    lead: `Développeurs, testeurs, support, cybersécurité${NBSP}: une équipe dédiée, recrutée à ${F.centres}, opérationnelle en ${F.deployment} et pilotée par un chef de projet basé à Paris. Vous gardez la main sur les priorités, nous prenons en charge le recrutement, l’encadrement et la conformité.`,
    actions: [
      TALK_TO_EXPERT,
      { label: "Recevoir une consultation gratuite", to: "#consultation", variant: "outline" },
    ] as const satisfies readonly ActionData[],
    facts: {
      title: "LIF Shore en chiffres",
      items: [
        { value: F.deployment, label: "pour une équipe opérationnelle" },
        {
          value: F.firstProfiles,
          label: `pour vos premiers profils, contre ${F.classicRecruitment} en recrutement classique`,
        },
        { value: F.savings, label: "d’économies face à un recrutement local" },
        {
          value: F.utcSpan,
          label: `vos équipes et Paris sur la même plage horaire${NBSP}: ${F.gapToParis} d’écart selon la ville et la saison`,
        },
      ],
    },
  },
  pillars: {
    id: "piliers",
    eyebrow: "Nos trois piliers",
    title: "L’externalisation sans ses mauvaises surprises",
    intro:
      "Vous avez peut-être déjà connu l’offshore lointain : des équipes qui tournent, des réunions à 6 h du matin, des livrables à reprendre. LIF Shore repose sur trois engagements simples.",
    items: [
      {
        icon: Compass,
        title: "L’expertise",
        text: "Des ingénieurs évalués sur des tests techniques et culturels avant de vous être présentés : développement web et mobile, données, DevOps, cybersécurité. Vous validez chaque profil.",
      },
      {
        icon: MapPinned,
        title: "La proximité",
        text: `Des équipes à ${F.centres}, ${F.gapBetween} de décalage avec Paris selon la ville et la saison${NBSP}: vous travaillez aux mêmes heures, dans la même langue. Tunis est à ${F.flights.Tunis} de vol direct de Paris, Dakar à ${F.flights.Dakar}, Abidjan à ${F.flights.Abidjan}.`,
      },
      {
        icon: Euro,
        title: "Des coûts maîtrisés",
        text: `${F.savings} d’économies face à un recrutement local, sans frais de recrutement cachés. Un prix par mois et par profil, connu avant de signer, et des engagements courts ${F.commitmentWords}.`,
      },
    ] as const satisfies readonly FeatureItem[],
  },
  advantages: {
    id: "avantages",
    tone: "muted",
    eyebrow: "Vos avantages",
    title: "Ce que vous gagnez dès le premier mois",
    intro:
      "Une équipe qui démarre vite, reste stable et rend des comptes. Voici ce que LIF Shore change concrètement pour une DSI.",
    stats: [
      { value: F.deployment, label: "Équipe déployée", detail: "Du besoin validé au premier sprint" },
      {
        value: F.firstProfiles,
        label: "Premiers profils présentés",
        detail: `Contre ${F.classicRecruitment} en recrutement classique`,
      },
      { value: F.savings, label: "D’économies", detail: "Face à un recrutement local" },
      {
        value: F.adjustment,
        label: "Pour ajuster l’équipe",
        detail: "Un profil en plus ou en moins, au plus",
      },
    ] as const satisfies readonly StatItem[],
    items: [
      {
        icon: Clock3,
        title: "Les mêmes horaires que vous",
        text: "Point quotidien à 9 h 30, démonstration le vendredi après-midi : vos équipes travaillent ensemble en temps réel, sans relais de nuit.",
      },
      {
        icon: Languages,
        title: "Une seule langue de travail",
        text: "Des équipes francophones, à l’aise aussi en anglais : les spécifications ne se perdent pas en traduction.",
      },
      {
        icon: ShieldCheck,
        title: "RGPD et NIS2 intégrés",
        text: "Accord de traitement des données, accès au strict nécessaire, journalisation : la conformité fait partie du contrat, pas d’une option.",
      },
      {
        icon: Repeat,
        title: "Une équipe qui s’ajuste",
        text: `Un profil en plus ou en moins en ${F.adjustment} au plus, préavis de ${F.notice}${NBSP}: vous suivez vos besoins réels.`,
      },
    ] as const satisfies readonly FeatureItem[],
  },
  model: {
    id: "modele",
    eyebrow: "Notre modèle",
    title: "Recruter, sécuriser, piloter : un seul interlocuteur",
    intro:
      "Votre contrat est signé avec LIF Group, en France. Les ingénieurs sont recrutés et employés par notre structure sœur en Afrique. Entre les deux, un chef de projet basé à Paris répond de la qualité, des délais et de la conformité.",
    items: [
      {
        icon: UsersRound,
        title: "Recrutement de talents",
        text: `Un processus express en cinq étapes, des profils certifiés et testés${NBSP}: votre équipe est prête en ${F.recruitment}.`,
        badge: F.recruitment,
        link: { label: "Voir le processus", to: "/services/lif-shore/recrutement-talents-afrique" },
      },
      {
        icon: ShieldCheck,
        title: "Conformité et organisation",
        text: "RGPD, NIS2, infrastructure sécurisée, rituels et comptes rendus : un nearshore sous contrôle, supervisé depuis Paris.",
        badge: "RGPD · NIS2",
        link: { label: "Voir nos garanties", to: "/services/lif-shore/conformite-et-organisation" },
      },
      {
        icon: Handshake,
        title: "Externalisation agile",
        text: `Des engagements ${F.commitmentWords}, une équipe qui grandit ou se réduit sprint après sprint, quatre modèles de tarification.`,
        badge: F.commitment,
        link: { label: "Découvrir l’approche", to: "/services/lif-shore/strategie-externalisation-agile" },
      },
    ] as const satisfies readonly FeatureItem[],
  },
  dashboard: {
    id: "pilotage",
    tone: "dark",
    eyebrow: "Pilotage",
    title: "Votre équipe, visible à tout moment",
    intro:
      "Un tableau de bord opérationnel réunit ce qu’un DSI doit savoir sans avoir à le demander : avancement, charge, qualité, sécurité. Le chef de projet parisien le commente avec vous chaque semaine.",
    items: [
      { icon: Gauge, title: "Performance", text: "Vélocité, délais de livraison, tickets résolus." },
      { icon: UsersRound, title: "Ressources", text: "Qui travaille sur quoi, disponibilités et congés." },
      { icon: CalendarClock, title: "Projets", text: "Jalons, risques et prochaines livraisons." },
      { icon: ShieldCheck, title: "Conformité et sécurité", text: "Accès, incidents, état RGPD et NIS2." },
    ] as const satisfies readonly FeatureItem[],
    actions: [
      { label: "Découvrir tous nos services", to: "/services/lif-shore/nos-services" },
      SHORE_DASHBOARD_PREVIEW,
    ] as const satisfies readonly ActionData[],
  },
  testimonial: {
    id: "temoignage",
    eyebrow: "Ils nous font confiance",
    title: "Une équipe qui tient ses promesses",
    items: TESTIMONIALS.shore,
  },
  consultation: {
    band: {
      id: "consultation",
      promises: consultationPromises(
        "Un premier échange de 30 minutes avec un expert, sans engagement",
        "Une estimation du coût de votre équipe, profil par profil",
      ),
    },
    form: {
      heading: "Demandez votre consultation gratuite",
      intro: `Décrivez votre besoin en quelques lignes${NBSP}: un expert vous rappelle dans les ${F.reply} pour en parler, sans engagement. Vos premiers profils peuvent être présentés ${F.firstProfiles} après.`,
      formType: "lif-shore",
    },
  },
  guide: {
    id: "guide",
    tone: "sand",
    eyebrow: "Guide gratuit",
    title: guide.title,
    guideTitle: guide.title,
    guideFile: `/generated/${guide.fileName}`,
    intro:
      "Un guide pratique pour préparer votre projet : choisir un partenaire, chiffrer le coût complet, sécuriser les données (RGPD et NIS2), organiser le travail à distance et piloter l’équipe. Laissez vos coordonnées pour le recevoir.",
    contentsTitle: "Au sommaire",
    contents: [...guide.chapters.map((chapter) => chapter.title), guide.checklist.title],
  },
  explore: {
    title: "Tout savoir sur LIF Shore",
    intro:
      "Six pages pour répondre aux questions d’une DSI avant de s’engager : conformité, recrutement, services, méthode et pilotage.",
  },
} as const;
