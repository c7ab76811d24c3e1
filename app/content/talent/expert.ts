import { BadgeCheck, CalendarRange, FileCheck2, Timer, UsersRound, Wallet } from "lucide-react";
import type { FactsCardItem } from "~/components/sections/facts-card";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { StatItem } from "~/components/sections/stat-grid";
import type { ActionData } from "~/components/sections/types";
import type { FaqHelp } from "~/components/talent/faq-with-help";
import type { FormAside } from "~/components/talent/form-band";
import { PRIVACY_POLICY } from "~/content/actions";
import { FAQS } from "~/content/files/faqs";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { TALENT_FIGURES as F } from "./figures";
import { ASK_US } from "./shared";

/** Copy of the page for IT freelancers (/lif-talent/expert-it). */
export const talentExpert = {
  hero: {
    eyebrow: "LIF Talent · Experts IT",
    lead: `Développeur, architecte cloud, expert en cybersécurité ou en science des données\u00a0: proposez votre profil une fois, nous vous présentons aux entreprises dont les missions vous correspondent. Vous fixez votre TJM et le percevez en entier\u00a0; notre commission de ${F.commission} s’ajoute au prix payé par le client, sous vos yeux.`,
    actions: [
      { label: "Déposer ma candidature", to: "#candidature" },
      { label: "Comprendre le modèle", to: "/lif-talent/modele", variant: "outline" },
    ] satisfies readonly ActionData[],
    facts: {
      title: `Exemple pour un TJM de ${F.dailyRate}`,
      items: [
        { value: F.dailyRate, label: "vous sont versés par jour de mission" },
        { value: F.commissionAmount, label: `de commission LIF Talent (${F.commission} du TJM)` },
        { value: F.billed, label: "facturés au client" },
        { value: F.consultantShare, label: `du prix payé vous revient\u00a0: plus de ${F.consultantFloor}` },
      ] satisfies readonly FactsCardItem[],
    },
  },

  stats: {
    id: "chiffres",
    eyebrow: "En chiffres",
    title: "Des conditions écrites avant la première mission",
    intro:
      "Ce que vous pouvez attendre de LIF Talent, chiffré. Les mêmes chiffres figurent dans votre contrat de mission.",
    items: [
      { value: F.applicationReply, label: "pour répondre à votre candidature" },
      { value: F.minMission, label: "de mission au minimum" },
      { value: F.averageMission, label: "de mission en moyenne" },
      {
        value: F.commission,
        label: "de commission fixe",
        detail: "Ajoutée au prix payé par le client, jamais prise sur votre TJM",
      },
    ] satisfies readonly StatItem[],
  },

  benefits: {
    id: "avantages",
    tone: "muted",
    eyebrow: "Vos avantages",
    title: "Ce que LIF Talent change pour un indépendant",
    items: [
      {
        icon: Wallet,
        title: "Votre TJM, en entier",
        text: `Vous fixez votre tarif journalier. La commission de ${F.commission} s’ajoute au prix facturé au client\u00a0: elle n’est jamais prise sur votre TJM. Vous percevez plus de ${F.consultantFloor} de ce que paie le client.`,
      },
      {
        icon: CalendarRange,
        title: "Des missions qui durent",
        text: `${F.minMission} au minimum, ${F.averageMission} en moyenne\u00a0: le temps de s’investir dans un projet et de lisser votre activité sur l’année.`,
      },
      {
        icon: Timer,
        title: `Une réponse en ${F.applicationReply}`,
        text: `Chaque candidature est lue par un membre de l’équipe et reçoit une réponse sous ${F.applicationReply}, qu’une mission vous corresponde aujourd’hui ou non.`,
      },
      {
        icon: FileCheck2,
        title: "Un administratif allégé",
        text: "Contrat de mission, comptes rendus d’activité et facturation passent par notre back-office\u00a0: vous consacrez votre énergie à la mission.",
      },
      {
        icon: BadgeCheck,
        title: "Le label «\u00a0LIF Approved\u00a0»",
        text: "Votre évaluation technique est faite une fois et vous suit\u00a0: elle appuie chaque présentation auprès des clients.",
      },
      {
        icon: UsersRound,
        title: "Une communauté",
        text: "Événements, webinaires et réseau d’experts\u00a0: vous restez à jour et en lien avec vos pairs entre deux missions.",
      },
    ] satisfies readonly FeatureItem[],
  },

  testimonials: {
    id: "temoignages",
    eyebrow: "Ils ont rejoint LIF Talent",
    title: "Ce qu’en disent nos consultants",
    items: TESTIMONIALS.talentExperts,
  },

  form: {
    id: "candidature",
    tone: "sand",
    title: "Déposez votre candidature",
    intro: `Présentez votre parcours en quelques lignes et joignez votre CV\u00a0: nous vous répondons sous ${F.applicationReply}.`,
    aside: {
      title: "Après l’envoi",
      steps: [
        {
          label: `Une réponse sous ${F.applicationReply}`,
          text: "Un membre de l’équipe lit votre candidature et vous répond, qu’une mission vous corresponde aujourd’hui ou non.",
        },
        {
          label: "Un échange et une évaluation technique",
          text: "Un entretien sur votre domaine avec notre back-office\u00a0: c’est lui qui vous vaut le label «\u00a0LIF Approved\u00a0».",
        },
        {
          label: "Une proposition de mission",
          text: "Quand une mission vous correspond, nous vous la décrivons avant de présenter votre profil, au seul client concerné.",
        },
      ],
      note: {
        text: `Votre CV ne sert qu’à vous proposer des missions. Il est conservé ${F.cvRetention} après notre dernier contact, puis supprimé.`,
        link: PRIVACY_POLICY,
      },
    } satisfies FormAside,
  },

  faq: {
    id: "faq",
    eyebrow: "Questions fréquentes",
    title: "Vos questions d’indépendant",
    items: FAQS.talentExperts,
    help: {
      title: "Une question avant de candidater\u00a0?",
      text: "Notre équipe vous répond par téléphone ou par message, et vous oriente vers la bonne personne.",
      ...ASK_US,
    } satisfies FaqHelp,
  },

  /** What the owner must confirm before launch (copy the specification does not give), for the launch gate. */
  toConfirm: [
    "la facturation par LIF Group et le délai de paiement des contrats de mission",
    "les statuts acceptés (portage salarial compris) et la gratuité de l’inscription",
    "les étapes d’évaluation après une candidature",
  ],
} as const;
