import {
  BellRing,
  ClipboardCheck,
  DatabaseBackup,
  FileLock2,
  FileSignature,
  Fingerprint,
  Globe2,
  KeyRound,
  Laptop,
  Link2,
  ScrollText,
  ShieldAlert,
  UserCheck,
} from "lucide-react";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData } from "~/components/sections/types";
import { CONTACT_US } from "~/content/actions";
import { DATA_PROTECTION_CONTACT, SECURITY_ROUTINE } from "~/facts/group";
import { NIS2_DEADLINES } from "~/facts/shore";
import { SHORE_FIGURES as F, hours, NBSP } from "./figures";

const NIS2 = `alerte précoce sous ${hours(NIS2_DEADLINES.earlyWarningHours)}, notification sous ${hours(NIS2_DEADLINES.notificationHours)}`;

/** Copy of /services/lif-shore/conformite-et-organisation. */
export const compliance = {
  hero: {
    eyebrow: "LIF Shore · Conformité",
    lead: "Externaliser en Afrique ne doit pas vous exposer. Vos données restent encadrées par le RGPD, vos exigences NIS2 sont reprises dans notre contrat, et votre équipe est pilotée chaque jour depuis Paris. Voici, mesure par mesure, comment.",
    actions: [
      { label: "Parler à un expert conformité", to: "/contact" },
      {
        label: "Évaluation RGPD et NIS2 offerte",
        to: "/services/lif-shore/demander-evaluation-gratuite",
        variant: "outline",
      },
    ] as const satisfies readonly ActionData[],
    facts: {
      title: "Nos engagements",
      items: [
        { value: "RGPD", label: "Accord de traitement (article 28) signé avant tout accès" },
        { value: "NIS2", label: `${NIS2.charAt(0).toUpperCase()}${NIS2.slice(1)}` },
        { value: "Paris", label: "Un chef de projet responsable de votre équipe" },
        { value: "Trimestriel", label: "Comité sécurité et audit de conformité" },
      ],
    },
  },
  gdpr: {
    id: "rgpd",
    eyebrow: "RGPD",
    title: "Vos données personnelles, encadrées comme chez vous",
    intro:
      "Travailler avec une équipe hors de l’Union européenne est possible en restant conforme, à condition de le prévoir par écrit et de le vérifier. Nous le faisons avant le premier accès.",
    items: [
      {
        icon: FileSignature,
        title: "Un accord de sous-traitance",
        text: "Un accord de traitement des données (article 28 du RGPD) précise ce que l’équipe peut faire de vos données, où, et pendant combien de temps.",
      },
      {
        icon: Globe2,
        title: "Des transferts encadrés",
        text: "Les transferts hors Union européenne reposent sur les clauses contractuelles types de la Commission européenne, complétées d’une analyse d’impact du transfert.",
      },
      {
        icon: FileLock2,
        title: "Le minimum de données",
        text: "Données anonymisées ou fictives pour le développement et les tests. Les données de production ne sont accessibles qu’avec votre accord écrit.",
      },
      {
        icon: ScrollText,
        title: "Registre et traçabilité",
        text: "Chaque traitement confié figure dans notre registre ; chaque accès est journalisé et consultable par votre DPO.",
      },
      {
        icon: UserCheck,
        title: "Des droits respectés",
        text: "Une demande d’accès ou d’effacement reçue par vous est traitée par l’équipe dans le délai légal d’un mois.",
      },
      {
        icon: DatabaseBackup,
        title: "Une réversibilité prévue",
        text: "En fin de mission, restitution de vos données et de votre code, puis suppression attestée par écrit.",
      },
    ] as const satisfies readonly FeatureItem[],
  },
  nis2: {
    id: "nis2",
    tone: "muted",
    eyebrow: "NIS2",
    title: "NIS2 : votre prestataire ne doit pas être le maillon faible",
    intro:
      "Si votre entreprise est une entité essentielle ou importante au sens de NIS2, la sécurité de vos prestataires fait partie de vos obligations. Nous reprenons les exigences de la directive dans nos engagements.",
    items: [
      {
        icon: ShieldAlert,
        title: "Gestion des risques",
        text: "Une analyse de risques propre à votre mission, revue à chaque comité sécurité trimestriel.",
      },
      {
        icon: BellRing,
        title: "Notification des incidents",
        text: `Un incident significatif vous est signalé sans attendre, pour tenir les délais de la directive${NBSP}: ${NIS2}, rapport final sous un mois.`,
      },
      {
        icon: Link2,
        title: "Chaîne d’approvisionnement",
        text: "Outils, hébergeurs et sous-traitants utilisés par l’équipe sont listés, validés par vous et réévalués chaque année.",
      },
      {
        icon: ClipboardCheck,
        title: "Continuité et formation",
        text: "Plan de continuité de l’équipe, sauvegardes testées, sensibilisation à la sécurité de chaque membre dès son arrivée.",
      },
    ] as const satisfies readonly FeatureItem[],
  },
  infrastructure: {
    id: "infrastructure",
    eyebrow: "Infrastructure sécurisée",
    title: "Une infrastructure conçue pour vos accès, et rien de plus",
    intro:
      "Vos ingénieurs travaillent depuis des postes et des réseaux que nous maîtrisons. Chaque accès est nominatif, limité et tracé.",
    items: [
      {
        icon: Laptop,
        title: "Postes gérés et chiffrés",
        text: "Disques chiffrés, mises à jour imposées, antivirus et supports amovibles bloqués.",
      },
      {
        icon: KeyRound,
        title: "Accès par VPN et double authentification",
        text: "Connexion à vos environnements par VPN, avec authentification multifacteur pour chaque compte.",
      },
      {
        icon: Fingerprint,
        title: "Moindre privilège",
        text: `Des droits accordés par rôle et par projet, revus ${SECURITY_ROUTINE.accessReview} et retirés le jour d’un départ.`,
      },
    ] as const satisfies readonly FeatureItem[],
    checklist: [
      "Environnements de développement, de test et de production séparés",
      "Journalisation centralisée des accès et des actions sensibles",
      "Sauvegardes chiffrées et restauration testée",
      "Locaux à accès contrôlé, écrans verrouillés automatiquement",
      "Charte de sécurité signée par chaque membre de l’équipe",
      "Audit de conformité chaque trimestre, résultats partagés avec vous",
    ],
  },
  steering: {
    id: "pilotage",
    tone: "sand",
    eyebrow: "Pilotage depuis Paris",
    title: "Une gouvernance claire, des rituels fixes, des comptes rendus que vous lisez",
    intro:
      "Votre interlocuteur est à Paris. Il connaît votre projet, encadre l’équipe au quotidien et vous rend des comptes à un rythme convenu d’avance.",
    governanceTitle: "Qui fait quoi",
    governance: [
      {
        title: "Votre chef de projet, à Paris",
        text: "Votre interlocuteur unique : priorités, qualité, délais et conformité. Il se déplace chez vous quand il le faut.",
      },
      {
        title: "Un référent technique, sur place",
        text: "Il anime l’équipe en Afrique, relit le code et fait remonter les risques.",
      },
      {
        title: `Un ${DATA_PROTECTION_CONTACT}`,
        text: "Il suit les traitements confiés et répond à votre DPO.",
      },
    ],
    rituals: [
      {
        marker: "01",
        title: "Point quotidien",
        meta: "15 min",
        text: "Avancement, blocages, priorités du jour : avec vos équipes, aux mêmes horaires que vous.",
      },
      {
        marker: "02",
        title: "Revue de sprint",
        meta: "Toutes les deux semaines",
        text: "Démonstration de ce qui est livré. Entre deux revues, un rapport écrit chaque semaine : vélocité, qualité, risques ouverts.",
      },
      {
        marker: "03",
        title: "Comité de pilotage",
        meta: "Chaque mois",
        text: `Budget, composition de l’équipe, satisfaction${NBSP}: on ajuste, un profil en plus ou en moins en ${F.adjustment} au plus.`,
      },
      {
        marker: "04",
        title: "Comité sécurité et audit",
        meta: "Chaque trimestre",
        text: "Revue des accès, des incidents et de l’analyse de risques ; audit de conformité RGPD et NIS2.",
      },
    ] as const satisfies readonly TimelineItem[],
    dashboardLink: { label: "Voir le tableau de bord de pilotage", to: "/services/lif-shore/dashboard" },
  },
  cta: {
    title: "Un doute sur la conformité de votre projet ?",
    text: `Parlez-en à un expert${NBSP}: nous regardons avec vous ce qui doit être encadré avant de démarrer, et vous répondons dans les ${F.reply}.`,
    actions: [
      CONTACT_US,
      { label: "Demander une évaluation gratuite", to: "/services/lif-shore/demander-evaluation-gratuite" },
    ] as const satisfies readonly ActionData[],
  },
} as const;
