import { Eye, Globe2, Scale } from "lucide-react";
import type { FactsCardItem } from "~/components/sections/facts-card";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { RevenuePart } from "~/components/sections/revenue-split";
import type { ChallengeAnswer } from "~/components/talent/challenge-answers";
import { revenueSplit } from "~/facts/talent";
import { formatEuro } from "~/lib/french";
import { TALENT_FIGURES as F } from "./figures";
import { AUDIENCE_ACTIONS, AUDIENCES, MISSION_LIFECYCLE } from "./shared";

/**
 * The revenue split, read as the specification's worked example states it: the 15 % commission is computed on
 * the consultant's daily rate and added to it (700 € + 15 % = 805 € billed). The consultant keeps the whole
 * 700 €, which is 87 % of the billed amount: "the consultant gets 85 %" is kept as the floor that always holds
 * ("plus de 85 %"), never as "85 % of the rate", which would contradict 700 → 805. See TALENT_TERMS.
 */
const EXAMPLE = F.example;
const OTHER_RATES = [500, 900].map((rate) => revenueSplit(rate));

/** Copy of the model page (/lif-talent/modele). */
export const talentModel = {
  hero: {
    eyebrow: "LIF Talent · Notre modèle",
    lead: `Une commission fixe de ${F.commission}, calculée sur le TJM du consultant et ajoutée au prix facturé. L’entreprise sait ce qu’elle paie, le consultant sait ce qu’il perçoit\u00a0: le même calcul, écrit pour les deux.`,
    actions: AUDIENCE_ACTIONS,
    facts: {
      title: "Le modèle en quatre chiffres",
      items: [
        { value: F.commission, label: "de commission fixe, calculée sur le TJM" },
        { value: F.dailyRate, label: "de TJM dans notre exemple" },
        { value: F.billed, label: "facturés au client pour ce TJM" },
        { value: F.consultantFloor, label: "au moins du prix payé revient au consultant" },
      ] satisfies readonly FactsCardItem[],
    },
  },

  pillars: {
    id: "piliers",
    eyebrow: "Nos trois piliers",
    title: "Transparence, expertise africaine, intérêts alignés",
    items: [
      {
        icon: Eye,
        title: "Transparence totale",
        text: "La commission est fixe, connue avant la présentation des profils et écrite sur chaque facture. L’entreprise et le consultant voient le même calcul.",
      },
      {
        icon: Globe2,
        title: "Expertise africaine",
        text: "L’entité africaine du groupe source les talents, les évalue («\u00a0LIF Approved\u00a0»), les forme et tient le back-office de chaque mission.",
      },
      {
        icon: Scale,
        title: "Intérêts alignés",
        text: "Nous sommes rémunérés quand la mission dure et se passe bien, pas en rognant la rémunération du consultant\u00a0: son TJM lui revient en entier.",
      },
    ] satisfies readonly FeatureItem[],
  },

  revenue: {
    id: "repartition",
    tone: "muted",
    eyebrow: "Répartition des revenus",
    title: `${F.dailyRate} de TJM, ${F.billed} facturés\u00a0: où va chaque euro`,
    intro: `Un exemple pour une journée de mission. La commission de ${F.commission} se calcule sur le TJM du consultant et s’ajoute au prix\u00a0: ${F.dailyRate} + ${F.commission} = ${F.billed}. Le consultant perçoit ses ${F.dailyRate}, soit ${F.consultantShare} de ce que paie le client\u00a0: plus de ${F.consultantFloor}.`,
    chart: {
      title: `Une journée facturée ${F.billed} HT, pour un TJM de ${F.dailyRate}`,
      parts: [
        { label: "Le consultant", amount: EXAMPLE.dailyRate, note: "Son TJM, versé en entier." },
        {
          label: "LIF Talent",
          amount: EXAMPLE.commission,
          note: `La commission\u00a0: ${F.commission} du TJM. Elle finance la recherche des talents, l’évaluation, le contrat et le suivi de la mission.`,
        },
      ] satisfies readonly RevenuePart[],
      total: { label: "Facturé au client", note: "Le TJM plus la commission, hors taxes." },
      unit: "HT",
    },
    reading: {
      title: "Ce que l’exemple montre",
      points: [
        `La commission est fixe\u00a0: ${F.commission} du TJM, quel que soit le profil ou la durée de la mission.`,
        `Le consultant reçoit ${F.fullRate} de son TJM\u00a0: ${F.dailyRate} sur ${F.billed}, plus de ${F.consultantFloor} du prix payé.`,
        `Le prix se calcule d’avance, pour tout TJM\u00a0: ${OTHER_RATES.map((split) => `${formatEuro(split.dailyRate)} donnent ${formatEuro(split.billed)}`).join(", ")}.`,
        "Les mêmes chiffres figurent dans la proposition, dans les deux contrats et sur chaque facture.",
      ],
    },
  },

  lifecycle: {
    id: "cycle-de-mission",
    eyebrow: "Cycle de mission",
    title: "Ce que couvre la commission, en six étapes",
    intro: `Du premier échange à l’évaluation finale, chaque mission suit le même déroulé. C’est ce travail que rémunèrent les ${F.commission}\u00a0: vous savez à chaque étape qui fait quoi.`,
    steps: MISSION_LIFECYCLE,
  },

  differentiators: {
    id: "differences",
    tone: "sand",
    eyebrow: "Ce qui nous distingue",
    title: "Un intermédiaire qui montre ses comptes",
    intro:
      "Le placement de freelances a ses habitudes. Nous avons construit LIF Talent en partant de ce qui agace le plus les entreprises et les consultants.",
    labels: { challenge: "L’habitude", answer: "Avec LIF Talent" },
    items: [
      {
        challenge: "Une marge que personne ne voit",
        detail: "Le client voit un prix, le consultant un autre\u00a0; l’écart n’est écrit nulle part.",
        answer: `${F.commission} fixes, écrits dans les contrats et sur la facture\u00a0: chacun connaît l’écart, et il ne bouge pas.`,
      },
      {
        challenge: "Une pile de CV",
        detail: "Des dizaines de profils à trier, rarement vérifiés, envoyés vite.",
        answer: `${F.profiles} profils évalués «\u00a0LIF Approved\u00a0», présentés sous ${F.presentation} avec les raisons de leur choix.`,
      },
      {
        challenge: "Des missions au coup par coup",
        detail: "Des missions courtes qui s’enchaînent mal, pour le client comme pour le consultant.",
        answer: `${F.minMission} au minimum, ${F.averageMission} en moyenne\u00a0: le temps de s’investir et de livrer.`,
      },
      {
        challenge: "Un suivi qui s’arrête à la signature",
        detail: "Le contrat signé, l’intermédiaire ne réapparaît qu’avec la facture.",
        answer:
          "Des points réguliers, un portail pour les comptes rendus d’activité et les livrables, une évaluation tripartite pour clore la mission.",
      },
    ] satisfies readonly ChallengeAnswer[],
  },

  audiences: {
    id: "pour-vous",
    eyebrow: "Et pour vous\u00a0?",
    title: "Le même modèle, de votre côté",
    items: AUDIENCES,
  },

  /** What the owner must confirm before launch (copy the specification does not give), for the launch gate. */
  toConfirm: [
    "la lecture de la répartition (commission ajoutée au TJM, que le consultant garde en entier)",
    "les deux contrats (client et consultant) qui écrivent le calcul",
  ],
} as const;
