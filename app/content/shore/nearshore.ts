import { Award, Building2, HeartHandshake, Repeat, ShieldCheck, View } from "lucide-react";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { StatItem } from "~/components/sections/stat-grid";
import type { ActionData } from "~/components/sections/types";
import type { ComparisonRow } from "~/components/shore/shore-comparison-table";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { AFRICA_DEVELOPERS, TALENT_SHORTAGE } from "~/facts/market";
import { consultationPromises } from "./consultation";
import { SHORE_FIGURES as F, NBSP, num, percent } from "./figures";

const SHORTAGE = `${TALENT_SHORTAGE.millions}${NBSP}millions`;
const DEVELOPERS = `${num(AFRICA_DEVELOPERS.count)}`;

/** Copy of /services/lif-shore/service-nearshore-afrique. */
export const nearshore = {
  hero: {
    eyebrow: "LIF Shore · Nearshore",
    lead: `Une équipe IT en Afrique francophone, à votre heure et dans votre langue, supervisée depuis Paris. ${F.savings} d’économies face à un recrutement local, sans les écueils de l’offshore lointain.`,
    actions: [
      { label: "Demander une évaluation gratuite", to: "/contact" },
      { label: "Comparer avec l’offshore", to: "#comparaison", variant: "outline" },
    ] as const satisfies readonly ActionData[],
    facts: {
      title: "Le nearshore en bref",
      items: [
        {
          value: F.utcSpan,
          label: `vos équipes et Paris sur la même plage horaire${NBSP}: ${F.gapToParis} d’écart selon la ville et la saison`,
        },
        { value: F.savings, label: "d’économies face à un recrutement local" },
        { value: F.deployment, label: "pour une équipe opérationnelle" },
      ],
    },
  },
  definition: {
    id: "definition",
    eyebrow: "Le nearshore, c’est quoi ?",
    title: "Externaliser près de chez vous, pas au bout du monde",
    paragraphs: [
      "Le nearshore consiste à confier une partie de votre activité IT à une équipe située dans un pays proche : même fuseau horaire ou presque, même langue, quelques heures d’avion.",
      `L’offshore vise d’abord le coût le plus bas, au prix de la distance${NBSP}: ${F.offshoreGap} de décalage, une autre langue de travail, une équipe difficile à rencontrer. Le nearshore garde l’essentiel des économies et vous rend la maîtrise.`,
      `Avec LIF Shore, votre équipe travaille à ${F.centresOr}, ${F.gapBetween} de décalage avec Paris selon la ville et la saison, et son chef de projet est à Paris.`,
    ],
    points: [
      "Vos horaires de bureau, sans décalage de nuit",
      "Le français comme langue de travail",
      "Des déplacements courts, sans décalage horaire à récupérer",
      "Un cadre contractuel français, RGPD et NIS2 compris",
    ],
  },
  comparison: {
    id: "comparaison",
    tone: "muted",
    eyebrow: "Nearshore ou offshore ?",
    title: "La comparaison, critère par critère",
    intro:
      "L’offshore affiche les économies les plus fortes sur le papier. Le tableau montre ce qu’elles coûtent en temps, en stabilité et en contrôle.",
    caption: "Comparaison entre le nearshore en Afrique avec LIF Shore et l’offshore lointain",
    columns: {
      criterion: "Critère",
      nearshore: "Nearshore en Afrique (LIF Shore)",
      offshore: "Offshore lointain",
    },
    rows: [
      {
        criterion: "Fuseau horaire",
        nearshore: `De ${F.gapToParis} d’écart avec Paris (${F.gapsByCentre})`,
        offshore: `${F.offshoreGap} d’écart, réunions tôt le matin ou tard le soir`,
      },
      {
        criterion: "Langue de travail",
        nearshore: "Français, anglais courant",
        offshore: "Anglais, souvent deuxième langue des deux côtés",
      },
      {
        criterion: "Temps de trajet depuis Paris",
        nearshore: `${F.flights.Tunis} (Tunis) à ${F.flights.Abidjan} (Abidjan) de vol direct, sans décalage horaire à récupérer`,
        offshore: "9 heures de vol ou plus, un déplacement d’une semaine",
      },
      {
        criterion: "Économies face à un recrutement local",
        nearshore: F.savings,
        offshore: "Les plus fortes sur le papier, avant les coûts cachés de coordination et de reprise",
      },
      {
        criterion: "Rotation des équipes",
        nearshore: "Des collaborateurs salariés du groupe, recrutés pour durer et formés en continu",
        offshore: "Élevée : les équipes tournent, la connaissance part avec elles",
      },
      {
        criterion: "Contrôle et pilotage",
        nearshore: "Chef de projet à Paris, rituels aux horaires de bureau, tableau de bord en temps réel",
        offshore: "Pilotage à distance, souvent via un intermédiaire",
      },
      {
        criterion: "Conformité",
        nearshore: "Contrat français, accord RGPD (article 28), exigences NIS2 reprises",
        offshore: "Droit et pratiques du pays du prestataire, à négocier au cas par cas",
      },
      {
        criterion: "Mise en route",
        nearshore: `Profils en ${F.firstProfiles}, équipe opérationnelle en ${F.deployment}`,
        offshore: "Plusieurs semaines de recrutement et de transfert de connaissances",
      },
    ] as const satisfies readonly ComparisonRow[],
  },
  talent: {
    id: "talents",
    eyebrow: "Le vivier africain",
    title: "Un vivier de talents qui grandit plus vite que la pénurie",
    intro: `Selon Korn Ferry, il manquera plus de ${SHORTAGE} de travailleurs qualifiés, tous secteurs confondus, dans vingt grandes économies d’ici ${TALENT_SHORTAGE.year}${NBSP}: l’informatique n’y échappera pas. En face, l’Afrique comptait ${DEVELOPERS} développeurs professionnels en ${AFRICA_DEVELOPERS.year}, ${percent(AFRICA_DEVELOPERS.growthPercent)} de plus qu’un an plus tôt.`,
    stats: [
      {
        value: DEVELOPERS,
        label: `développeurs professionnels en Afrique en ${AFRICA_DEVELOPERS.year}`,
        detail: `Sur tout le continent. Source${NBSP}: ${AFRICA_DEVELOPERS.source}`,
      },
      {
        value: percent(AFRICA_DEVELOPERS.growthPercent, { signed: true }),
        label: `en un an, de ${AFRICA_DEVELOPERS.year - 1} à ${AFRICA_DEVELOPERS.year}`,
        detail: `La croissance de ce nombre. Source${NBSP}: ${AFRICA_DEVELOPERS.source}`,
      },
      {
        value: SHORTAGE,
        label: `de travailleurs qualifiés manquants d’ici ${TALENT_SHORTAGE.year}`,
        detail: `Tous secteurs, vingt grandes économies. Source${NBSP}: ${TALENT_SHORTAGE.source}`,
      },
    ] as const satisfies readonly StatItem[],
    results: {
      title: "Ce que le vivier LIF Shore vous garantit",
      items: [
        { value: `+${F.profilesInPool}`, label: "profils présélectionnés, évalués avant votre demande" },
        { value: F.presentedFrench, label: "en français, ou langue maternelle, pour chaque profil présenté" },
        { value: F.recruitment, label: "du besoin exprimé à l’intégration" },
      ],
    },
  },
  reasons: {
    id: "raisons",
    tone: "sand",
    eyebrow: "Pourquoi LIF Shore",
    title: "Six raisons de nous confier vos projets",
    items: [
      {
        icon: Building2,
        title: "Une double présence",
        text: "Un contrat et un chef de projet à Paris, une équipe et un référent technique en Afrique : un interlocuteur de chaque côté, un seul responsable.",
      },
      {
        icon: Award,
        title: "L’excellence technique",
        text: "Chaque profil passe des tests techniques et culturels avant de vous être présenté ; vous validez chaque recrutement.",
      },
      {
        icon: ShieldCheck,
        title: "La conformité",
        text: "Accord RGPD, transferts encadrés, exigences NIS2 reprises dans le contrat, audit chaque trimestre.",
      },
      {
        icon: Repeat,
        title: "L’agilité",
        text: `Engagements ${F.commitmentWords}, préavis de ${F.notice}, équipe ajustée en ${F.adjustment} au plus.`,
      },
      {
        icon: View,
        title: "La transparence",
        text: "Un prix par profil connu d’avance, un tableau de bord en temps réel, un rapport chaque semaine.",
      },
      {
        icon: HeartHandshake,
        title: "Un impact positif",
        text: "Des emplois qualifiés et formés sur place : vos projets contribuent à garder les talents en Afrique.",
      },
    ] as const satisfies readonly FeatureItem[],
  },
  testimonial: {
    id: "temoignage",
    eyebrow: "Témoignage",
    title: "Ce qu’en dit un client",
    items: TESTIMONIALS.shoreNearshore,
  },
  lead: {
    band: {
      id: "evaluation",
      promises: consultationPromises(
        "Une estimation du coût de votre équipe nearshore, profil par profil",
        "Un premier point sur vos contraintes RGPD et NIS2",
      ),
    },
    form: {
      heading: "Demandez votre évaluation gratuite",
      intro: `Dites-nous quels profils vous cherchez et pour quel projet. Un expert vous rappelle dans les ${F.reply} avec une première estimation, sans engagement.`,
      formType: "service-nearshore-afrique",
    },
  },
} as const;
