import { Building2, FileLock2, KeyRound, ShieldCheck } from "lucide-react";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData, LinkData } from "~/components/sections/types";
import { WRITE_TO_US } from "~/content/actions";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { SHORE_FIGURES as F, NBSP } from "./figures";

/** Copy of the free GDPR/NIS2 assessment page (/services/lif-shore/demander-evaluation-gratuite). */
export const assessment = {
  hero: {
    eyebrow: "LIF Shore · Évaluation offerte",
    lead: `Avant d’externaliser, sachez ce qui doit être verrouillé. Demandez votre évaluation gratuite de conformité RGPD et NIS2 pour votre projet${NBSP}: un expert vous contacte dans les ${F.reply}.`,
    actions: [{ label: "Demander mon évaluation", to: "#demande" }] as const satisfies readonly ActionData[],
    facts: {
      title: "L’évaluation en bref",
      items: [
        "Gratuite et sans engagement",
        `Un expert vous rappelle dans les ${F.reply}`,
        "Un diagnostic écrit RGPD et NIS2 de votre projet",
        "Une équipe supervisée depuis Paris",
      ],
    },
  },
  scope: {
    id: "perimetre",
    eyebrow: "Ce que couvre l’évaluation",
    title: "Votre projet d’externalisation passé au crible RGPD et NIS2",
    intro:
      "Confier du développement ou du support à une équipe en Afrique, c’est confier des données et des accès. Avant de signer, nous regardons avec vous ce qui doit être verrouillé, et comment.",
    items: [
      {
        icon: FileLock2,
        title: "Données personnelles",
        text: "Les données que l’équipe externalisée manipulera, leurs bases légales, les transferts hors Union européenne et les garanties à prévoir (clauses contractuelles types).",
      },
      {
        icon: ShieldCheck,
        title: "Exigences NIS2",
        text: "Si votre entreprise est une entité essentielle ou importante : les mesures de sécurité attendues de vos prestataires et la chaîne de notification des incidents.",
      },
      {
        icon: KeyRound,
        title: "Accès et sécurité technique",
        text: "Postes de travail, VPN, gestion des droits, journalisation et séparation des environnements : ce que vos équipes à distance pourront voir, et rien de plus.",
      },
      {
        icon: Building2,
        title: "Organisation et contrats",
        text: "Rôles de responsable de traitement et de sous-traitant, clauses de l’article 28 du RGPD, pilotage depuis Paris et réversibilité en fin de contrat.",
      },
    ] satisfies readonly FeatureItem[],
  },
  steps: {
    id: "deroulement",
    tone: "muted",
    eyebrow: "Comment ça se passe",
    title: "Quatre étapes, aucun engagement",
    items: [
      {
        marker: "01",
        title: "Votre demande",
        meta: "2 minutes",
        text: "Vous remplissez le formulaire ci-dessous et décrivez en quelques lignes votre projet et vos questions de conformité.",
      },
      {
        marker: "02",
        title: "Un premier échange",
        meta: `Sous ${F.reply}`,
        text: "Un expert LIF Shore vous appelle pour cadrer le périmètre : équipes concernées, données traitées, contraintes de votre secteur.",
      },
      {
        marker: "03",
        title: "L’analyse",
        text: "Nous examinons votre projet au regard du RGPD et de NIS2, ainsi que les contrats et les mesures de sécurité déjà en place.",
      },
      {
        marker: "04",
        title: "La restitution",
        text: "Vous recevez un diagnostic écrit et nous le présentons à vos équipes (DSI, DPO, RSSI) : vous décidez ensuite, librement.",
      },
    ] satisfies readonly TimelineItem[],
    testimonials: TESTIMONIALS.shoreEvaluation,
  },
  request: {
    id: "demande",
    title: "Demandez votre évaluation gratuite",
    intro: `Quelques informations suffisent${NBSP}: un expert vous contacte dans les ${F.reply} pour fixer un premier échange.`,
    lists: [
      {
        title: "Ce que vous recevez",
        items: [
          "Un diagnostic écrit de vos écarts RGPD et NIS2 pour ce projet",
          "Des actions classées par priorité : avant le démarrage, puis à six mois",
          "Les clauses contractuelles et les mesures techniques recommandées",
          "Une première estimation de l’équipe nearshore adaptée et de son coût",
        ],
      },
      {
        title: "Pour qui ?",
        items: [
          "Les DSI et directions techniques qui préparent une externalisation",
          "Les DPO et RSSI qui doivent valider un prestataire",
          "Les entreprises concernées par NIS2, entités essentielles ou importantes",
          "Les équipes déjà externalisées qui veulent reprendre la main sur leur conformité",
        ],
      },
    ],
  },
  /** The panel that replaces the form once the request is sent (its title is in the form's messages). */
  successPanel: {
    text: `Merci pour votre confiance. Un de nos experts vous contactera dans les ${F.reply} pour organiser votre évaluation gratuite.`,
    linksTitle: "En attendant, découvrez :",
    links: [
      { label: "Notre approche de la conformité", to: "/services/lif-shore/conformite-et-organisation" },
      { label: "L’offre LIF Shore", to: "/services/lif-shore" },
    ] as const satisfies readonly LinkData[],
    contact: WRITE_TO_US,
    phoneLabel: "Nous appeler",
  },
} as const;
