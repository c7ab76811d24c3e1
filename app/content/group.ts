import { Gauge, HeartHandshake, Trophy } from "lucide-react";
import type { BrandItem } from "~/components/about/brand-stack";
import type { Leader } from "~/components/about/leader-grid";
import type { OfficeCard } from "~/components/about/office-list";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { StatItem } from "~/components/sections/stat-grid";
import type { TestimonialItem } from "~/components/sections/testimonial-card";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData } from "~/components/sections/types";
import { OFFICES } from "~/site.config";

/** What each office's team does, by city (the offices themselves come from the site config). */
const OFFICE_TEXT: Readonly<Record<string, string>> = {
  Paris:
    "La direction, l’équipe commerciale et les responsables de compte qui supervisent chaque équipe au quotidien.",
  Dakar: "Développeurs web et mobile, data et support, recrutés et encadrés sur place par nos managers.",
  Abidjan: "Développement, tests et support multilingue pour nos clients d’Europe et d’Afrique de l’Ouest.",
  Tunis:
    "Notre premier centre, ouvert en 2018 : développement, cybersécurité et le campus de formation LIF Form.",
  Bruxelles: "Le relais de nos clients belges et du Benelux, à une heure trente de Paris.",
};

const CASABLANCA: OfficeCard = {
  city: "Casablanca",
  country: "Maroc",
  role: "Centre de delivery",
  text: "Un quatrième centre africain pour accompagner la croissance de nos équipes et de nos clients.",
  upcoming: "Ouverture 2025",
};

/** The copy of /le-groupe: history, vision, values, leaders, offices and key figures. */
export const group = {
  hero: {
    eyebrow: "Le groupe",
    lead: "LIF Group réunit trois métiers au service des entreprises françaises et belges : des équipes IT nearshore, de la formation certifiante et des experts freelances. Une direction à Paris, des centres à Tunis, Dakar et Abidjan.",
    actions: [
      { label: "Rencontrer nos équipes", to: "/contact" },
      { label: "Nos engagements", to: "/nos-engagements" },
    ] satisfies readonly ActionData[],
    brandsTitle: "Une holding, trois marques",
    brands: [
      {
        name: "LIF Shore",
        to: "/services/lif-shore",
        text: "Votre équipe IT dédiée en Afrique, supervisée depuis Paris.",
        line: "shore",
      },
      {
        name: "LIF Form",
        to: "/services/lif-form",
        text: "Formation certifiante en cybersécurité, réseaux et sécurité.",
        line: "form",
      },
      {
        name: "LIF Talent",
        to: "/services/lif-talent",
        text: "Des experts IT freelances présentés en 48\u00a0h.",
        line: "talent",
      },
    ] satisfies readonly BrandItem[],
  },
  history: {
    id: "histoire",
    eyebrow: "Notre histoire",
    title: "Une holding fondée en 2020 pour réunir nos métiers",
    intro:
      "L’aventure commence à Tunis en 2018. En 2020, nous créons à Paris la holding LIF Group pour piloter nos activités d’un même endroit, avec les mêmes règles de qualité et de sécurité. En 2023, le groupe prend sa forme actuelle.",
    items: [
      {
        marker: "2018",
        title: "Une première équipe à Tunis",
        text: "Des développeurs au service d’éditeurs de logiciels français, encadrés par un responsable à Paris.",
      },
      {
        marker: "2020",
        title: "Création de la holding LIF Group",
        text: "Le groupe est fondé à Paris : une direction commune, une politique de sécurité commune, un seul contrat pour nos clients.",
      },
      {
        marker: "2023",
        title: "Trois marques, une organisation",
        text: "LIF Shore, LIF Form et LIF Talent structurent nos métiers. Dakar et Abidjan rejoignent Tunis comme centres de delivery.",
      },
    ] satisfies readonly TimelineItem[],
    quote: {
      quote:
        "Avant 2020, chaque équipe avait ses propres règles. La holding nous a donné une politique de sécurité, un modèle de contrat et un niveau d’exigence communs, de Paris à Abidjan.",
      role: "Directrice des opérations",
      company: "LIF Group, Dakar",
    } satisfies TestimonialItem,
  },
  vision: {
    id: "vision",
    eyebrow: "Vision et valeurs",
    title: "Construire des équipes IT qui durent, entre l’Europe et l’Afrique",
    intro:
      "Le marché manque de développeurs ; l’Afrique francophone forme chaque année des milliers d’ingénieurs. Nous voulons relier les deux sans sacrifier la qualité ni la stabilité : des équipes recrutées pour durer, formées en continu et pilotées au plus près de vos décisions.",
    values: [
      {
        icon: Trophy,
        title: "Excellence",
        text: "Des tests techniques et culturels avant chaque recrutement, des revues de code, des indicateurs de qualité partagés avec vous chaque mois.",
      },
      {
        icon: HeartHandshake,
        title: "Proximité",
        text: "La même langue, une à deux heures de décalage au plus et un responsable à Paris joignable aux heures de bureau.",
      },
      {
        icon: Gauge,
        title: "Agilité",
        text: "Des engagements de 1 à 3 mois et une équipe ajustée en 5 jours ouvrés au plus quand vos priorités changent.",
      },
    ] satisfies readonly FeatureItem[],
  },
  leaders: {
    id: "direction",
    eyebrow: "Direction",
    title: "L’équipe de direction",
    intro: "Trois dirigeants qui connaissent les deux rives, et que vous rencontrez dès le premier projet.",
    items: [
      {
        name: "Karim B.",
        role: "Président fondateur",
        base: "Paris",
        bio: "Vingt ans de projets IT entre la France et le Maghreb, d’abord comme chef de projet puis comme directeur de delivery. Il a ouvert l’équipe de Tunis en 2018.",
        scope: ["Stratégie", "Grands comptes", "Partenariats"],
      },
      {
        name: "Awa D.",
        role: "Directrice des opérations",
        base: "Dakar",
        bio: "Ancienne responsable de delivery dans une ESN, elle dirige nos centres de Tunis, Dakar et Abidjan et tient le délai de recrutement de 15 jours.",
        scope: ["Delivery", "Recrutement", "Qualité"],
      },
      {
        name: "Julien M.",
        role: "Directeur sécurité et conformité",
        base: "Paris",
        bio: "Ancien RSSI dans le secteur bancaire, il préside le comité de sécurité trimestriel et encadre la conformité RGPD et NIS2 de toutes nos équipes.",
        scope: ["Cybersécurité", "RGPD et NIS2", "LIF Form"],
      },
    ] satisfies readonly Leader[],
  },
  offices: {
    id: "bureaux",
    eyebrow: "Implantations",
    title: "Nos bureaux",
    intro:
      "Une direction à Paris, un relais à Bruxelles et trois centres en Afrique. Casablanca ouvre en 2025.",
    items: [
      ...OFFICES.map((office) => ({
        city: office.city,
        country: office.country,
        role: office.role,
        text: OFFICE_TEXT[office.city] ?? "",
      })),
      CASABLANCA,
    ] satisfies readonly OfficeCard[],
  },
  figures: {
    id: "chiffres-cles",
    eyebrow: "Chiffres clés",
    title: "Le groupe en chiffres",
    intro: "Des chiffres que nous suivons et publions chaque année.",
    items: [
      { value: "60+", label: "collaborateurs" },
      { value: "3", label: "bureaux en Afrique", detail: "Tunis, Dakar, Abidjan" },
      { value: "30+", label: "clients en France et en Belgique" },
      { value: "98\u00a0%", label: "de fidélisation client" },
      { value: "11", label: "nationalités" },
      { value: "48\u00a0%", label: "de femmes" },
      { value: "42\u00a0%", label: "de femmes managers" },
      { value: "3", label: "métiers", detail: "LIF Shore, LIF Form, LIF Talent" },
    ] satisfies readonly StatItem[],
  },
  cta: {
    title: "Rencontrez l’équipe qui pilotera votre projet",
    text: "Un premier échange de 30 minutes avec un responsable basé à Paris, pour comprendre votre besoin et vous dire franchement si nous pouvons y répondre.",
    actions: [
      { label: "Prendre rendez-vous", to: "/contact" },
      { label: "Qui sommes-nous\u00a0?", to: "/about" },
    ] satisfies readonly ActionData[],
  },
} as const;
