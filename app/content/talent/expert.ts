import { BadgeCheck, CalendarRange, FileCheck2, Timer, UsersRound, Wallet } from "lucide-react";
import type { FactsCardItem } from "~/components/sections/facts-card";
import type { FaqItem } from "~/components/sections/faq";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { StatItem } from "~/components/sections/stat-grid";
import type { TestimonialItem } from "~/components/sections/testimonial-card";
import type { ActionData } from "~/components/sections/types";
import type { FaqHelp } from "~/components/talent/faq-with-help";
import type { FormAside } from "~/components/talent/form-band";
import { PRIVACY_POLICY, READ_PRIVACY_POLICY } from "~/content/actions";
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
    items: [
      {
        quote:
          "Je connaissais le TJM que je voulais, LIF Talent me l’a versé tel quel. Le client voyait la commission sur sa facture\u00a0: aucune négociation dans mon dos.",
        role: "Développeuse React freelance",
        company: "Lyon",
      },
      {
        quote:
          "Après des missions courtes ailleurs, j’ai travaillé dix mois chez le même client. Les points réguliers avec LIF Talent ont évité que les petits sujets deviennent des problèmes.",
        role: "Architecte cloud indépendant",
        company: "Lille",
      },
      {
        quote:
          "L’évaluation technique était exigeante, mais elle m’a évité de repasser trois entretiens techniques chez chaque client. Mon profil a été présenté en deux jours.",
        role: "Consultant cybersécurité freelance",
        company: "Bruxelles",
      },
    ] satisfies readonly TestimonialItem[],
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
    items: [
      {
        question: "Quel statut faut-il pour travailler avec LIF Talent\u00a0?",
        answer:
          "Il faut exercer en indépendant\u00a0: micro-entreprise, entreprise individuelle, EURL ou SASU en France, indépendant ou société en Belgique. Vous pouvez aussi passer par une société de portage salarial, qui facture alors à votre place.\n\nVous n’avez pas encore de structure\u00a0? Dites-le dans votre candidature\u00a0: nous vous indiquons les démarches avant la mission.",
      },
      {
        question: "Qui facture qui\u00a0?",
        answer: `Vous facturez votre TJM à LIF Group, sur la base des jours validés dans le portail de suivi. LIF Group facture au client votre TJM plus la commission de ${F.commission}.\n\nPour un TJM de ${F.dailyRate}, vous facturez ${F.dailyRate} et le client paie ${F.billed}. Le calcul est écrit dans les deux contrats.`,
      },
      {
        question: "Sous quel délai suis-je payé\u00a0?",
        answer:
          "Le délai de paiement est écrit dans votre contrat de mission, signé avant le démarrage, et respecte le plafond légal français\u00a0: 60\u00a0jours au plus à compter de la date de facture.\n\nVos jours sont validés chaque mois dans le portail de suivi, ce qui évite les allers-retours avant facturation.",
      },
      {
        question: "Les missions sont-elles en télétravail\u00a0?",
        answer:
          "Cela dépend du client, et c’est dit dès la présentation de la mission\u00a0: sur site, hybride ou entièrement à distance. Vous ne découvrez pas les conditions le premier jour, et vous pouvez décliner une mission qui ne vous convient pas.",
      },
      {
        question: "Comment se fait la mise en relation\u00a0?",
        answer: `Quand une entreprise nous décrit son besoin, notre back-office le rapproche des profils évalués\u00a0: compétences vérifiées, séniorité, disponibilité, TJM et conditions de travail.\n\nNous vous contactons avant toute présentation. Si la mission vous intéresse, votre profil fait partie des ${F.profiles} présentés au client sous ${F.presentation}\u00a0; le client choisit après un entretien avec vous.`,
      },
      {
        question: "Que devient mon CV, et combien de temps est-il conservé\u00a0?",
        answer: `Votre CV et votre candidature ne servent qu’à vous proposer des missions. Ils ne sont montrés qu’aux entreprises dont la demande correspond à votre profil, jamais à l’ensemble de nos clients.\n\nIls sont conservés ${F.cvRetention} après notre dernier contact, puis supprimés. Vous pouvez à tout moment demander à les consulter, à les corriger ou à les faire supprimer.`,
        link: READ_PRIVACY_POLICY,
      },
      {
        question: "Combien coûte l’inscription\u00a0?",
        answer: `Rien. LIF Talent n’est rémunéré que par la commission de ${F.commission} facturée au client, pendant que vous êtes en mission.`,
      },
      {
        question: "Quelle est la durée des missions\u00a0?",
        answer: `${F.minMission} au minimum, ${F.averageMission} en moyenne. Une mission peut être prolongée si le client et vous le souhaitez\u00a0; la commission reste la même.`,
      },
    ] satisfies readonly FaqItem[],
    help: {
      title: "Une question avant de candidater\u00a0?",
      text: "Notre équipe vous répond par téléphone ou par message, et vous oriente vers la bonne personne.",
      ...ASK_US,
    } satisfies FaqHelp,
  },

  /** What the owner must confirm before launch (copy the specification does not give), for the launch gate. */
  toConfirm: [
    "les témoignages (accord écrit de chaque consultant)",
    "la facturation par LIF Group et le délai de paiement des contrats de mission",
    "les statuts acceptés (portage salarial compris) et la gratuité de l’inscription",
    "les étapes d’évaluation après une candidature",
  ],
} as const;
