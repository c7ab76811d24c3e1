import { Award, Building2, HeartHandshake, Repeat, ShieldCheck, View } from "lucide-react";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { LeadPromises } from "~/components/sections/lead-form-band";
import type { StatItem } from "~/components/sections/stat-grid";
import type { TestimonialItem } from "~/components/sections/testimonial-card";
import type { ActionData } from "~/components/sections/types";
import type { ComparisonRow } from "~/components/shore/shore-comparison-table";
import { CONSULTATION_PROMISES } from "./consultation";

/** Copy of /services/lif-shore/service-nearshore-afrique. */
export const nearshore = {
  hero: {
    eyebrow: "LIF Shore · Nearshore",
    lead: "Une équipe IT en Afrique francophone, à votre heure et dans votre langue, supervisée depuis Paris. 30-50 % d’économies face à un recrutement local, sans les écueils de l’offshore lointain.",
    actions: [
      { label: "Demander une évaluation gratuite", to: "/contact" },
      { label: "Comparer avec l’offshore", to: "#comparaison", variant: "outline" },
    ] as const satisfies readonly ActionData[],
    facts: {
      title: "Le nearshore en bref",
      items: [
        { value: "UTC+0 à UTC+2", label: "les fuseaux horaires de vos équipes, proches de Paris" },
        { value: "30-50 %", label: "d’économies face à un recrutement local" },
        { value: "15 jours", label: "pour une équipe opérationnelle" },
      ],
    },
  },
  definition: {
    id: "definition",
    eyebrow: "Le nearshore, c’est quoi ?",
    title: "Externaliser près de chez vous, pas au bout du monde",
    paragraphs: [
      "Le nearshore consiste à confier une partie de votre activité IT à une équipe située dans un pays proche : même fuseau horaire ou presque, même langue, quelques heures d’avion.",
      "L’offshore vise d’abord le coût le plus bas, au prix de la distance : 4 à 7 heures de décalage, une autre langue de travail, une équipe difficile à rencontrer. Le nearshore garde l’essentiel des économies et vous rend la maîtrise.",
      "Avec LIF Shore, votre équipe est en Afrique francophone, de UTC+0 à UTC+2, et son chef de projet est à Paris.",
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
        nearshore: "UTC+0 à UTC+2 : 0 à 2 heures d’écart avec Paris selon la saison",
        offshore: "4 à 7 heures d’écart, réunions tôt le matin ou tard le soir",
      },
      {
        criterion: "Langue de travail",
        nearshore: "Français, anglais courant",
        offshore: "Anglais, souvent deuxième langue des deux côtés",
      },
      {
        criterion: "Temps de trajet depuis Paris",
        nearshore: "2 à 7 heures de vol, sans décalage horaire à récupérer",
        offshore: "9 heures de vol ou plus, un déplacement d’une semaine",
      },
      {
        criterion: "Économies face à un recrutement local",
        nearshore: "30-50 %",
        offshore: "50-70 %, avant les coûts cachés de coordination et de reprise",
      },
      {
        criterion: "Turnover",
        nearshore: "-70 % par rapport à l’offshore",
        offshore: "Élevé : les équipes tournent, la connaissance part avec elles",
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
        nearshore: "Profils en 48h, équipe opérationnelle en 15 jours",
        offshore: "Plusieurs semaines de recrutement et de transfert de connaissances",
      },
    ] as const satisfies readonly ComparisonRow[],
  },
  talent: {
    id: "talents",
    eyebrow: "Le vivier africain",
    title: "Un vivier de talents qui grandit plus vite que la pénurie",
    intro:
      "85 millions de développeurs manquants d’ici 2030 dans le monde : la pénurie ne se réglera pas en recrutant seulement en France. Avec plus de 700 000 développeurs africains francophones et un vivier qui croît de +22 % par an, l’Afrique francophone forme les ingénieurs qui vous manquent.",
    stats: [
      {
        value: "700 000+",
        label: "développeurs africains francophones",
        detail: "Formés à vos outils, à l’aise dans votre langue",
      },
      { value: "+22 %", label: "par an", detail: "La croissance du nombre de développeurs africains" },
      {
        value: "85 millions",
        label: "de développeurs manquants d’ici 2030",
        detail: "La pénurie mondiale à venir",
      },
    ] as const satisfies readonly StatItem[],
    results: {
      title: "Ce que le nearshore africain change pour vous",
      items: [
        { value: "-70 %", label: "de turnover par rapport à l’offshore" },
        { value: "+80 %", label: "de maîtrise du français" },
        { value: "-50 %", label: "de coût IT" },
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
        text: "Engagements de 1 à 3 mois, préavis de 30 jours, équipe ajustée en 5 jours ouvrés au plus.",
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
    items: [
      {
        quote:
          "Nous avions besoin de renforcer notre équipe produit sans exploser le budget. L’équipe LIF Shore travaille à nos horaires, en français, et s’est intégrée à nos sprints dès la deuxième semaine. Notre coût de développement a baissé de 45 % et notre vélocité a progressé de 60 %.",
        role: "CTO",
        company: "Scale-up SaaS, Lyon",
        figures: [
          { value: "-45 %", label: "de coût" },
          { value: "+60 %", label: "de vélocité" },
          { value: "100 %", label: "de satisfaction" },
        ],
      },
    ] as const satisfies readonly TestimonialItem[],
  },
  lead: {
    band: {
      id: "evaluation",
      promises: {
        ...CONSULTATION_PROMISES,
        items: [
          "Une estimation du coût de votre équipe nearshore, profil par profil",
          "Un premier point sur vos contraintes RGPD et NIS2",
          "Vos premiers profils sous 48h si vous décidez d’avancer",
        ],
      } satisfies LeadPromises,
    },
    form: {
      heading: "Demandez votre évaluation gratuite",
      intro:
        "Dites-nous quels profils vous cherchez et pour quel projet. Un expert vous rappelle dans les 24h ouvrées avec une première estimation, sans engagement.",
      formType: "service-nearshore-afrique",
    },
  },
} as const;
