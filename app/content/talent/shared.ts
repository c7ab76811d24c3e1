import { Building2, Laptop } from "lucide-react";
import type { ProcessStep } from "~/components/sections/process-steps";
import type { ActionData } from "~/components/sections/types";
import type { AudienceCard } from "~/components/talent/audience-cards";
import type { FaqHelp } from "~/components/talent/faq-with-help";
import { BECOME_EXPERT, FIND_EXPERT, WRITE_TO_US } from "~/content/actions";
import { SITE } from "~/site.config";
import { TALENT_FIGURES as F } from "./figures";

/**
 * Copy that LIF Talent pages share: the six-step mission lifecycle (home and model) and the two audience
 * cards (home and model), the two calls of their heroes, and how to ask a question (client and expert pages).
 * Written once here.
 */

/** The mission lifecycle, in the specification's six steps. */
export const MISSION_LIFECYCLE: readonly ProcessStep[] = [
  {
    title: "Identification du besoin",
    meta: F.clientReply,
    text: `Un premier échange pour cadrer la mission\u00a0: compétences, séniorité, durée, date de démarrage, sur site ou à distance, budget journalier. Nous répondons à chaque demande sous ${F.clientReply}.`,
    who: "vous et votre interlocuteur LIF Talent",
  },
  {
    title: "Recherche et mise en relation",
    text: "Notre back-office africain cherche dans le vivier d’experts évalués et au-delà, puis rapproche chaque profil de votre besoin\u00a0: compétences vérifiées, disponibilité, conditions de travail.",
    who: "LIF Talent et son back-office en Afrique",
  },
  {
    title: `Présentation transparente de ${F.profiles} profils`,
    meta: F.presentation,
    text: `Sous ${F.presentation}, ${F.profiles} profils, chacun avec son parcours, son évaluation technique, sa disponibilité et son prix\u00a0: le TJM du consultant et la commission de ${F.commission}, écrits séparément.`,
    who: "vous choisissez qui rencontrer",
  },
  {
    title: "Contrat simplifié",
    text: "Un contrat de mission court et lisible\u00a0: périmètre, durée, prix journalier, conditions de fin. Le consultant signe de son côté les mêmes dates et le même périmètre.",
    who: "vous, le consultant et LIF Group",
  },
  {
    title: "Réalisation et accompagnement",
    text: "Le consultant démarre, sur site ou à distance. Votre interlocuteur fait des points réguliers avec chacun\u00a0; comptes rendus d’activité et validation des livrables passent par le portail de suivi.",
    who: "le consultant, avec votre équipe",
  },
  {
    title: "Évaluation tripartite et clôture",
    text: "En fin de mission, vous, le consultant et LIF Talent faites le bilan\u00a0: objectifs atteints, points à améliorer. La mission est close et l’évaluation enrichit le profil du consultant.",
    who: "vous, le consultant et LIF Talent",
  },
];

/** The two sides of the marketplace, each with its page. */
export const AUDIENCES: readonly AudienceCard[] = [
  {
    icon: Building2,
    audience: "Vous êtes une entreprise",
    title: `Le bon expert, présenté en ${F.presentation}`,
    text: `Décrivez votre besoin\u00a0: nous vous répondons sous ${F.clientReply} et vous présentons ${F.profiles} experts évalués, prêts à démarrer.`,
    points: [
      `${F.profiles} profils qualifiés sous ${F.presentation}, pas une pile de CV`,
      `Un prix lisible\u00a0: le TJM du consultant, plus ${F.commission} de commission fixe`,
      "Un suivi de mission jusqu’à l’évaluation tripartite",
    ],
    action: FIND_EXPERT,
  },
  {
    icon: Laptop,
    audience: "Vous êtes expert IT",
    title: "Des missions qui durent, un TJM intact",
    text: `Proposez votre profil une fois\u00a0: réponse à votre candidature sous ${F.applicationReply}, puis des missions choisies pour vos compétences.`,
    points: [
      `${F.fullRate} de votre TJM, soit plus de ${F.consultantFloor} de ce que paie le client`,
      `Des missions de ${F.minMission} et plus, ${F.averageMission} en moyenne`,
      `Une réponse à votre candidature sous ${F.applicationReply}`,
    ],
    action: BECOME_EXPERT,
  },
];

/** The heroes of the home and model pages open both doors, the expert's the quieter one. */
export const AUDIENCE_ACTIONS = [
  FIND_EXPERT,
  { ...BECOME_EXPERT, variant: "outline" },
] as const satisfies readonly ActionData[];

/** Where a question goes from the FAQ of the client and expert pages: a message, or the phone in office hours. */
export const ASK_US = {
  action: WRITE_TO_US,
  phone: { label: SITE.phone, href: SITE.phoneHref, hours: SITE.hours },
} as const satisfies Pick<FaqHelp, "action" | "phone">;
