import {
  ArrowLeftRight,
  ArrowUpDown,
  FileSignature,
  Gauge,
  Layers,
  MessagesSquare,
  Puzzle,
  RefreshCw,
  Target,
  Timer,
} from "lucide-react";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { LeadPromises } from "~/components/sections/lead-form-band";
import type { StatItem } from "~/components/sections/stat-grid";
import type { ActionData } from "~/components/sections/types";
import type { CaseStudy, CaseStudyLabels } from "~/components/shore/case-study-card";
import type { CheckPanel } from "~/components/shore/check-panels";
import { SHORE_CASE_STUDIES, SHORE_CONTRACT } from "~/facts/shore";
import { CALL_US } from "./consultation";
import { SHORE_FIGURES as F, NBSP, percent } from "./figures";

const [TIME_AND_MATERIAL, TEAM_FIXED_PRICE, OUTCOME_BASED, HYBRID] = SHORE_CONTRACT.pricingModels;
/** « régie » in running text. */
const IN_TIME_AND_MATERIAL = `en ${TIME_AND_MATERIAL.toLowerCase()}`;
const { fintech: FINTECH, industry: INDUSTRY } = SHORE_CASE_STUDIES;
/** An indicator as the case study prints it, and the length of its bar out of 100. */
const indicator = (value: number, label: string, signed = true) => ({
  display: percent(value, { signed }),
  label,
  magnitude: Math.abs(value),
});

/** Copy of the agile outsourcing page (/services/lif-shore/strategie-externalisation-agile). */
export const agile = {
  hero: {
    eyebrow: "LIF Shore · Externalisation agile",
    lead: `Votre feuille de route change à chaque trimestre${NBSP}; votre contrat d’externalisation, lui, vous engage pour des années. Nous proposons l’inverse${NBSP}: des engagements ${F.commitmentWords}, une équipe ajustée en ${F.adjustment} au plus, et un pilotage fondé sur la valeur livrée à chaque sprint.`,
    actions: [
      { label: "Planifier un appel stratégique", to: "#appel-strategique" },
      { label: "Voir deux études de cas", to: "#etudes-de-cas" },
    ] as const satisfies readonly ActionData[],
    facts: {
      title: "Nos engagements contractuels",
      items: [
        { value: F.commitment, label: "d’engagement initial, pas plus" },
        { value: F.notice, label: "de préavis pour réduire ou arrêter" },
        { value: F.adjustment, label: "au plus pour adapter l’équipe" },
        { value: F.support, label: "astreinte incidents, incluse" },
      ],
    },
  },
  why: {
    id: "pourquoi",
    eyebrow: "Pourquoi l’externalisation agile",
    title: "L’offshore classique fige ce qui devrait bouger",
    intro:
      "Contrat de trois ans, équipe dimensionnée au départ, cahier des charges gravé dans le marbre : si vous avez déjà externalisé, vous connaissez le résultat. Le besoin évolue, l’équipe ne suit pas, et chaque changement devient un avenant.",
    panels: [
      {
        tone: "negative",
        title: "L’externalisation classique",
        items: [
          "Engagement long, pénalités de sortie",
          "Équipe figée pour toute la durée du contrat",
          "Rapport mensuel, problèmes découverts trop tard",
          "Facturation au temps passé, sans lien avec la valeur",
        ],
      },
      {
        tone: "highlight",
        title: "L’externalisation agile LIF Shore",
        items: [
          `Engagements courts ${F.commitmentWords}, préavis de ${F.notice}`,
          "Équipe ajustée au rythme de vos sprints",
          "Outils partagés et indicateurs visibles en temps réel",
          "Quatre modèles de tarification, dont un modèle au résultat",
        ],
      },
    ] as const satisfies readonly CheckPanel[],
  },
  pillars: {
    id: "piliers",
    tone: "muted",
    eyebrow: "Notre méthode",
    title: "Les quatre piliers de l’externalisation agile",
    intro: "Quatre principes, appliqués à chaque équipe que nous déployons, et vérifiables dans vos outils.",
    items: [
      {
        icon: RefreshCw,
        title: "Adaptation continue",
        text: "L’équipe évolue avec votre carnet de produit : compétences et effectifs sont revus à chaque fin de sprint.",
      },
      {
        icon: FileSignature,
        title: "Flexibilité contractuelle",
        text: `Un engagement initial ${F.commitmentWords}, puis des périodes ${F.baseTerm} renouvelées tacitement, préavis de ${F.notice}.`,
      },
      {
        icon: MessagesSquare,
        title: "Collaboration en temps réel",
        text: `Vos outils, vos rituels, votre fuseau horaire à ${F.maxGapToParis} près${NBSP}: l’équipe travaille avec la vôtre, pas à côté.`,
      },
      {
        icon: Target,
        title: "Pilotage par la valeur",
        text: "Chaque sprint se juge sur ce qui est livré et utilisé, pas sur les heures passées. Les indicateurs sont partagés.",
      },
    ] satisfies readonly FeatureItem[],
  },
  scaling: {
    id: "adaptation",
    eyebrow: "Adaptation sprint par sprint",
    title: `Votre équipe grandit, se spécialise ou se réduit en ${F.adjustment} au plus`,
    intro: `À chaque revue de sprint, vous pouvez demander un ajustement. Nous le mettons en œuvre en ${F.adjustment} au plus, grâce à notre vivier de profils déjà évalués.`,
    items: [
      {
        icon: ArrowUpDown,
        title: "Ajustement vertical",
        badge: "Compétences",
        text: "Vous changez de niveau d’expertise sans changer d’effectif : un architecte pour une refonte, un expert sécurité avant un audit, un ingénieur de données pour un nouveau flux. Le profil rejoint l’équipe, puis la quitte quand le besoin est couvert.",
      },
      {
        icon: ArrowLeftRight,
        title: "Ajustement horizontal",
        badge: "Effectifs",
        text: "Vous ajoutez des développeurs pour tenir une date de mise en production, puis revenez à l’effectif de croisière. Les nouveaux arrivants sont intégrés par l’équipe en place, avec sa documentation et ses rituels.",
      },
    ] satisfies readonly FeatureItem[],
    cycle: {
      title: "Un ajustement en trois temps",
      steps: [
        {
          step: "Revue de sprint",
          text: "Vous exprimez le besoin : plus de capacité, une autre compétence, moins de monde.",
        },
        {
          step: "Proposition",
          text: "Votre responsable LIF Shore vous présente les profils et l’impact sur le budget.",
        },
        {
          step: "Ajustement",
          text: `L’équipe est adaptée en ${F.adjustment} au plus, sans avenant long à négocier.`,
        },
      ],
    },
  },
  contract: {
    id: "contrat",
    tone: "dark",
    eyebrow: "Flexibilité contractuelle",
    title: "Un contrat qui vous laisse la main",
    intro:
      "Vous gardez le contrôle de votre engagement. Les conditions ci-dessous figurent dans chaque contrat LIF Shore, sans option payante.",
    terms: [
      {
        value: F.commitment,
        label: "Engagements courts",
        detail: `${F.commitmentWords.charAt(0).toUpperCase()}${F.commitmentWords.slice(1)} pour démarrer ou tester un périmètre.`,
      },
      {
        value: "Trimestrielle",
        label: "Durée de base",
        detail: "Renouvelée automatiquement chaque trimestre, sans renégociation.",
      },
      { value: F.notice, label: "de préavis", detail: "Pour réduire l’équipe ou mettre fin au contrat." },
      {
        value: F.adjustment,
        label: "au plus",
        detail: "Pour adapter la taille ou les compétences de l’équipe.",
      },
      {
        value: F.support,
        label: "Support",
        detail:
          "Une astreinte incidents joignable jour et nuit, week-end compris, incluse dans chaque contrat.",
      },
    ] satisfies readonly StatItem[],
  },
  pricing: {
    id: "tarification",
    eyebrow: "Tarification",
    title: "Quatre modèles de tarification",
    intro: "Choisissez le modèle qui correspond à votre projet ; vous pouvez en changer au renouvellement.",
    items: [
      {
        icon: Timer,
        title: TIME_AND_MATERIAL,
        text: "Vous payez le temps réellement passé. Idéal quand le périmètre évolue d’un sprint à l’autre.",
      },
      {
        icon: Layers,
        title: TEAM_FIXED_PRICE,
        text: "Un montant mensuel fixe pour une équipe dédiée : budget prévisible, capacité garantie.",
      },
      {
        icon: Gauge,
        title: OUTCOME_BASED,
        text: "Une part de la rémunération dépend d’objectifs convenus ensemble : délais, qualité, indicateurs métier.",
      },
      {
        icon: Puzzle,
        title: HYBRID,
        text: `Un socle au forfait pour l’exploitation, les évolutions ${IN_TIME_AND_MATERIAL}${NBSP}: chaque activité a son modèle.`,
      },
    ] satisfies readonly FeatureItem[],
  },
  collaboration: {
    id: "collaboration",
    tone: "muted",
    eyebrow: "Collaboration en temps réel",
    title: `Une seule équipe, de Paris à ${F.centres}`,
    intro: `Vos développeurs en Afrique travaillent sur vos outils, dans vos canaux, à vos horaires${NBSP}: ${F.gapBetween} d’écart avec Paris selon la ville et la saison. Un responsable LIF Shore à Paris anime la relation et répond de la qualité.`,
    toolsTitle: "Outils de collaboration mis en place dès le premier jour",
    tools: [
      "Messagerie partagée (Slack ou Microsoft Teams)",
      "Suivi des tickets et du carnet de produit (Jira ou Azure DevOps)",
      "Dépôts de code et revues (GitLab ou GitHub)",
      "Documentation partagée (Confluence ou Notion)",
      "Visioconférence pour les rituels quotidiens",
      "Tableau de bord LIF Shore : indicateurs en temps réel",
    ],
    ritualsTitle: "Rituels garantis",
    rituals: [
      "Point quotidien avec vos équipes",
      "Revue et rétrospective à chaque sprint",
      "Comité de pilotage mensuel à Paris ou en visio",
      `Astreinte ${F.support} en cas d’incident`,
    ],
  },
  cases: {
    id: "etudes-de-cas",
    labels: {
      context: "Le contexte",
      approach: "Notre réponse",
      results: "Résultats",
      truncated: "Barre tronquée, hors échelle",
    } satisfies CaseStudyLabels,
    eyebrow: "Études de cas",
    title: "Deux clients, deux façons d’externaliser en agile",
    intro:
      "Deux missions menées par LIF Shore, présentées sans nom de client à leur demande. Les indicateurs comparent la situation avant et après la mise en place de l’équipe.",
    caption: `Longueur des barres proportionnelle à la valeur, sur une échelle de 0 à ${percent(100)}. La barre du retour sur investissement (${percent(INDUSTRY.returnOnInvestment, { signed: true })}) dépasse cette échelle${NBSP}: elle est tronquée et marquée d’une coupure.`,
    items: [
      {
        id: "fintech",
        sector: "Fintech en forte croissance",
        title: "Une fintech en forte croissance tient sa feuille de route réglementaire",
        context:
          "Une équipe produit de douze personnes à Paris, une échéance réglementaire à six mois et un recrutement local qui ne suivait pas.",
        approach: `Une équipe de six développeurs à Tunis, démarrée ${IN_TIME_AND_MATERIAL} puis passée en forfait équipe. Ajustement horizontal avant l’échéance, retour à l’effectif de croisière ensuite.`,
        indicators: [
          indicator(FINTECH.timeToProduction, "de délai de mise en production"),
          indicator(FINTECH.velocity, "de vélocité par sprint"),
          indicator(FINTECH.satisfaction, "de satisfaction des équipes produit", false),
        ],
        quote: {
          text: "Nous avons ajouté trois développeurs en une semaine avant l’échéance, puis réduit l’équipe sans pénalité.",
          role: "Directeur technique",
          company: "fintech en forte croissance, Paris",
        },
      },
      {
        id: "industrie",
        sector: "ETI industrielle",
        title: "Un groupe industriel modernise son système d’information",
        context:
          "Un groupe industriel de taille intermédiaire, un ERP vieillissant et une maintenance applicative coûteuse, confiée jusque-là à un prestataire offshore.",
        approach: `Une équipe hybride à Dakar${NBSP}: maintenance au forfait, évolutions ${IN_TIME_AND_MATERIAL}. Ajustement vertical avec un architecte pour la refonte des interfaces.`,
        indicators: [
          indicator(INDUSTRY.maintenanceCost, "de coûts de maintenance applicative"),
          indicator(INDUSTRY.returnOnInvestment, "de retour sur investissement"),
        ],
        quote: {
          text: "Pour la première fois, notre prestataire nous montre ses indicateurs avant que nous les demandions.",
          role: "DSI",
          company: "ETI industrielle, Auvergne-Rhône-Alpes",
        },
      },
    ] satisfies readonly CaseStudy[],
  },
  call: {
    band: {
      id: "appel-strategique",
      tone: "sand",
      eyebrow: "Prochaine étape",
      title: "Planifier un appel stratégique",
      intro:
        "Un échange avec un consultant basé à Paris pour confronter votre feuille de route à notre modèle. Vous repartez avec une proposition d’équipe, un modèle de tarification et un calendrier.",
      formCard: true,
      promises: {
        title: "Ce que vous obtenez",
        items: [
          `Réponse dans les ${F.reply}`,
          "Une proposition d’équipe adaptée à vos sprints",
          "Le modèle de tarification le plus adapté à votre projet",
          "Aucun engagement à l’issue de l’appel",
        ],
      } satisfies LeadPromises,
      phone: CALL_US,
    },
    form: {
      formType: "strategie-externalisation-agile",
      submitLabel: "Planifier mon appel",
    },
  },
} as const;
