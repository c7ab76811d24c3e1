import {
  BadgeCheck,
  ClipboardList,
  FileCheck2,
  FileSignature,
  Globe2,
  LayoutDashboard,
  MessageCircle,
  MessagesSquare,
  Receipt,
  Scale,
  ShieldCheck,
  Timer,
} from "lucide-react";
import type { FactsCardItem } from "~/components/sections/facts-card";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { LinkGridItem } from "~/components/sections/link-grid";
import type { ProcessStep } from "~/components/sections/process-steps";
import type { StatItem } from "~/components/sections/stat-grid";
import type { ActionData } from "~/components/sections/types";
import type { ChallengeAnswer } from "~/components/talent/challenge-answers";
import type { FaqHelp } from "~/components/talent/faq-with-help";
import type { FormAside } from "~/components/talent/form-band";
import { PRIVACY_POLICY } from "~/content/actions";
import { FAQS } from "~/content/files/faqs";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { TALENT_FIGURES as F } from "./figures";
import { ASK_US } from "./shared";

/** Copy of the page for client companies (/lif-talent/client-entreprise). */
export const talentClient = {
  hero: {
    eyebrow: "LIF Talent · Entreprises",
    lead: `Un développeur senior pour renforcer une équipe, un architecte pour six mois, un expert en cybersécurité pour un audit\u00a0: décrivez votre besoin, nous vous répondons sous ${F.clientReply} et vous présentons ${F.profiles} experts évalués sous ${F.presentation}. Le prix est lisible\u00a0: le TJM du consultant, plus ${F.commission} de commission fixe.`,
    actions: [
      { label: "Décrire mon besoin", to: "#demande" },
      { label: "Voir le modèle", to: "/lif-talent/modele", variant: "outline" },
    ] satisfies readonly ActionData[],
    facts: {
      title: "Votre prix, détaillé",
      items: [
        { value: F.billed, label: `HT par jour pour un expert à ${F.dailyRate}` },
        { value: F.dailyRate, label: "pour le consultant\u00a0: son TJM, en entier" },
        { value: F.commissionAmount, label: `pour LIF Talent\u00a0: ${F.commission} du TJM` },
        { value: F.commission, label: "de commission, quel que soit le profil ou la durée" },
      ] satisfies readonly FactsCardItem[],
    },
  },

  stats: {
    id: "chiffres",
    eyebrow: "En chiffres",
    title: "Des délais tenus, un prix connu d’avance",
    items: [
      { value: F.clientReply, label: "pour répondre à votre demande" },
      { value: F.presentation, label: `pour vous présenter ${F.profiles} profils` },
      { value: F.commission, label: "de commission fixe sur le TJM" },
      { value: F.averageMission, label: "de mission en moyenne", detail: `${F.minMission} au minimum` },
    ] satisfies readonly StatItem[],
  },

  challenges: {
    id: "defis",
    tone: "muted",
    eyebrow: "Vos défis, nos réponses",
    title: "Ce qui freine vos recrutements IT, et ce que nous y faisons",
    items: [
      {
        challenge: "La pénurie d’experts",
        detail: `Il manquera plus de ${F.shortage} de travailleurs qualifiés, tous secteurs confondus, dans vingt grandes économies d’ici ${F.shortageYear} (${F.shortageSource})\u00a0: les profils expérimentés sont sollicités de toutes parts.`,
        answer:
          "Un vivier d’experts freelances en Europe et en Afrique, sourcé en continu par notre back-office, parmi des indépendants qui cherchent des missions longues.",
      },
      {
        challenge: "Des délais qui ne suivent pas vos projets",
        detail: "Un recrutement se compte en mois, une consultation de prestataires en semaines.",
        answer: `Une réponse sous ${F.clientReply}, ${F.profiles} profils évalués sous ${F.presentation}, un contrat simplifié pour démarrer sans attendre.`,
      },
      {
        challenge: "Des prix opaques",
        detail:
          "Entre ce que vous payez et ce que touche le consultant, la marge d’un intermédiaire est rarement connue.",
        answer: `Une commission fixe de ${F.commission} sur le TJM, écrite sur chaque facture\u00a0: pour ${F.dailyRate} de TJM, vous payez ${F.billed}, et vous savez pourquoi.`,
      },
      {
        challenge: "Le risque d’erreur de casting",
        detail: "Un CV ne dit pas tout, et un mauvais choix coûte des semaines.",
        answer:
          "Chaque profil est évalué techniquement («\u00a0LIF Approved\u00a0») avant de vous être présenté, et la mission est suivie jusqu’à une évaluation tripartite.",
      },
    ] satisfies readonly ChallengeAnswer[],
  },

  benefits: {
    id: "avantages",
    eyebrow: "Vos avantages",
    title: "Un expert, et tout ce qui va autour",
    items: [
      {
        icon: Timer,
        title: `Des profils en ${F.presentation}`,
        text: `${F.profiles} experts, pas une pile de CV\u00a0: chaque présentation explique pourquoi ce profil répond à votre besoin.`,
      },
      {
        icon: Receipt,
        title: "Un prix sans surprise",
        text: `Le TJM du consultant plus ${F.commission}, quel que soit le profil ou la durée\u00a0: vous budgétez une mission en une ligne.`,
      },
      {
        icon: FileSignature,
        title: "Un contrat simplifié",
        text: "Un contrat de mission court avec LIF Group\u00a0: périmètre, durée, prix journalier, conditions de fin. Vos achats le lisent sans y passer la journée.",
      },
      {
        icon: ShieldCheck,
        title: "Confidentialité et RGPD",
        text: "Votre besoin reste confidentiel. Les données des consultants sont traitées selon le RGPD, et vous ne voyez que les profils pertinents pour votre demande.",
      },
      {
        icon: LayoutDashboard,
        title: "Un portail de suivi",
        text: "Comptes rendus d’activité et validation des livrables au même endroit, pour vous, le consultant et LIF Talent.",
      },
      {
        icon: Globe2,
        title: "Un back-office en Afrique",
        text: "La recherche des talents, leur évaluation et le suivi administratif sont assurés par l’entité africaine du groupe\u00a0: une équipe derrière chaque mission.",
      },
    ] satisfies readonly FeatureItem[],
  },

  portal: {
    id: "portail-de-suivi",
    tone: "dark",
    eyebrow: "Suivi de mission",
    title: "Un portail de suivi, compris dans l’offre",
    intro:
      "Pendant la mission, un espace partagé réunit ce qu’il faut pour la piloter sans relancer personne. Votre interlocuteur LIF Talent en ouvre les accès à votre équipe et au consultant au démarrage de la mission.",
    items: [
      {
        icon: ClipboardList,
        title: "Comptes rendus d’activité",
        text: "Le consultant y déclare ses jours et ses tâches\u00a0; vous les validez chaque mois, avant toute facture.",
      },
      {
        icon: FileCheck2,
        title: "Validation des livrables",
        text: "Chaque livrable est déposé, commenté puis validé par votre référent\u00a0; l’historique reste consultable.",
      },
      {
        icon: MessagesSquare,
        title: "Points de suivi",
        text: "Les points réguliers avec votre interlocuteur LIF Talent et l’évaluation tripartite de fin de mission y sont consignés.",
      },
    ] satisfies readonly FeatureItem[],
  },

  testimonials: {
    id: "temoignages",
    eyebrow: "Ils nous font confiance",
    title: "Ce qu’en disent nos clients",
    items: TESTIMONIALS.talentEntreprises,
  },

  start: {
    id: "demarrer",
    eyebrow: "Démarrer",
    title: "Trois étapes pour démarrer une mission",
    steps: [
      {
        title: "Décrivez votre besoin",
        meta: F.clientReply,
        text: `Par le formulaire ci-dessous ou par téléphone\u00a0: compétences, durée, date de démarrage, lieu. Nous vous répondons sous ${F.clientReply}.`,
      },
      {
        title: `Choisissez parmi ${F.profiles} profils`,
        meta: F.presentation,
        text: `Sous ${F.presentation}, ${F.profiles} profils évalués, avec leur disponibilité et leur prix journalier. Vous rencontrez ceux qui vous intéressent.`,
      },
      {
        title: "Lancez la mission",
        text: "Un contrat simplifié avec LIF Group, et le consultant démarre. Le suivi commence dès le premier jour.",
      },
    ] satisfies readonly ProcessStep[],
  },

  form: {
    id: "demande",
    tone: "sand",
    title: "Décrivez votre besoin",
    intro: `Compétences, durée, date de démarrage\u00a0: quelques lignes suffisent. Nous revenons vers vous sous ${F.clientReply} et vous présentons ${F.profiles} profils qualifiés sous ${F.presentation}.`,
    aside: {
      title: "Ce que contient notre proposition",
      points: [
        `${F.profiles} profils, chacun avec son parcours et son évaluation «\u00a0LIF Approved\u00a0»`,
        "La disponibilité de chaque consultant et ses conditions\u00a0: sur site, hybride ou à distance",
        `Le prix journalier détaillé\u00a0: TJM du consultant, plus ${F.commission} de commission`,
        "Un projet de contrat de mission simplifié",
      ],
      note: {
        text: `Vos informations ne servent qu’à traiter votre demande. Sans suite commerciale, elles sont supprimées ${F.prospectRetention} après notre dernier échange\u00a0; si vous devenez client, elles sont conservées le temps de la relation, puis ${F.clientRetention} au plus.`,
        link: PRIVACY_POLICY,
      },
    } satisfies FormAside,
  },

  docs: {
    id: "documentation",
    eyebrow: "Documentation",
    title: "Pour préparer votre décision",
    navLabel: "Documentation LIF Talent",
    links: [
      {
        label: "Le modèle LIF Talent",
        to: "/lif-talent/modele",
        description: `La commission de ${F.commission}, un exemple chiffré et le cycle de mission en six étapes.`,
        icon: Scale,
      },
      {
        label: "Le back-office Afrique",
        to: "/lif-talent/backoffice-afrique",
        description: "Comment les profils sont sourcés, évalués «\u00a0LIF Approved\u00a0» et suivis.",
        icon: BadgeCheck,
      },
      {
        label: "Nous contacter",
        to: "/contact",
        description: "Une question avant de décrire votre besoin\u00a0? Téléphone, e-mail ou message.",
        icon: MessageCircle,
      },
    ] satisfies readonly LinkGridItem[],
  },

  faq: {
    id: "faq",
    tone: "muted",
    eyebrow: "Questions fréquentes",
    title: "Les questions de nos clients",
    items: FAQS.talentEntreprises,
    help: {
      title: "Une question avant de vous lancer\u00a0?",
      text: "Un interlocuteur LIF Talent vous répond par téléphone ou par message, sans engagement.",
      ...ASK_US,
    } satisfies FaqHelp,
  },

  /** What the owner must confirm before launch (copy the specification does not give), for the launch gate. */
  toConfirm: [
    "le montage contractuel (client et consultant contractent avec LIF Group, une seule facture)",
    "l’ouverture des accès au portail de suivi et sa troisième fonction (points de suivi)",
    "la présentation de nouveaux profils quand un consultant ne convient pas",
  ],
} as const;
