import { Compass, Gauge, Handshake, HeartHandshake, Network, Trophy } from "lucide-react";
import type { BrandItem } from "~/components/about/brand-stack";
import type { Leader } from "~/components/about/leader-grid";
import type { OfficeCard } from "~/components/about/office-list";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { StatItem } from "~/components/sections/stat-grid";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData } from "~/components/sections/types";
import { ABOUT_US } from "~/content/actions";
import { QUOTES } from "~/content/files/testimonials";
import { GROUP_FIGURES, HISTORY, OFFICES } from "~/facts/group";
import { centresGapToParis, SHORE_CENTRES, SHORE_CONTRACT, SHORE_PROMISES } from "~/facts/shore";
import { TALENT_TERMS } from "~/facts/talent";
import { count, hoursSpan, inWords, listFr, nb, span } from "~/lib/french";
import { officeIn } from "~/lib/offices";

const NBSP = "\u00a0";
const CITIES = listFr(SHORE_CENTRES.map((office) => office.city));
const GAP = hoursSpan(centresGapToParis());
const CASABLANCA = officeIn("Casablanca");
const opened = (city: string) => officeIn(city).opened;

/** What each office's team does, by city (the offices themselves, their roles and years, come from the facts). */
const OFFICE_TEXT: Readonly<Record<string, string>> = {
  Paris:
    "La direction, l’équipe commerciale et les responsables de compte qui supervisent chaque équipe au quotidien.",
  Dakar: "Développeurs web et mobile, données et support, recrutés et encadrés sur place par nos managers.",
  Abidjan: "Développement, tests et support multilingue pour nos clients d’Europe et d’Afrique de l’Ouest.",
  Tunis: `Notre premier centre, ouvert en ${opened("Tunis")}${NBSP}: développement, cybersécurité et formation de nos équipes.`,
  Bruxelles: "Le relais de nos clients belges et du Benelux, à moins d’une heure trente de Paris en train.",
  Casablanca: "Nous y recrutons et y rencontrons écoles et partenaires, sans bureau ni entité locale.",
};

export const group = {
  hero: {
    eyebrow: "Le groupe",
    lead: `LIF Group réunit trois métiers au service des entreprises françaises et belges${NBSP}: des équipes IT nearshore, de la formation certifiante et des experts freelances. Une direction à Paris, des centres à ${CITIES}.`,
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
        text: `Des experts IT freelances présentés en ${TALENT_TERMS.presentationDelay}.`,
        line: "talent",
      },
    ] satisfies readonly BrandItem[],
  },
  history: {
    id: "histoire",
    eyebrow: "Notre histoire",
    title: `Une holding fondée en ${HISTORY.holdingFounded} pour réunir nos métiers`,
    intro: `L’aventure commence à Tunis en ${HISTORY.tunisEntity}. En ${HISTORY.holdingFounded}, nous créons à Paris la holding LIF Group pour piloter nos activités d’un même endroit, avec les mêmes règles de qualité et de sécurité. En ${HISTORY.groupFormed}, le groupe prend sa forme actuelle.`,
    items: [
      {
        marker: String(HISTORY.tunisEntity),
        title: "Une première équipe à Tunis",
        text: "Des développeurs au service d’éditeurs de logiciels français, encadrés par un responsable à Paris.",
      },
      {
        marker: String(HISTORY.holdingFounded),
        title: "Création de la holding LIF Group",
        text: `La holding est fondée à Paris${NBSP}: une direction commune, une politique de sécurité commune, un seul contrat pour nos clients.`,
      },
      {
        marker: String(HISTORY.groupFormed),
        title: "Trois marques, une organisation",
        text: `LIF Shore, LIF Form et LIF Talent structurent nos métiers, avec trois centres de production${NBSP}: Tunis, puis Dakar en ${opened("Dakar")} et Abidjan en ${opened("Abidjan")}.`,
      },
    ] satisfies readonly TimelineItem[],
    quote: QUOTES.groupe,
  },
  vision: {
    id: "vision",
    eyebrow: "Vision et valeurs",
    title: "Construire des équipes IT qui durent, entre l’Europe et l’Afrique",
    intro:
      "Le marché manque de développeurs\u00a0; l’Afrique francophone forme chaque année des milliers d’ingénieurs. Nous voulons relier les deux sans sacrifier la qualité ni la stabilité\u00a0: des équipes recrutées pour durer, formées en continu et pilotées au plus près de vos décisions.",
    values: [
      {
        icon: Trophy,
        title: "Excellence",
        text: "Des tests techniques et culturels avant chaque recrutement, des revues de code, des indicateurs de qualité partagés avec vous chaque mois.",
      },
      {
        icon: HeartHandshake,
        title: "Proximité",
        text: `La même langue, ${GAP} de décalage selon la ville et la saison, et un responsable à Paris joignable aux heures de bureau.`,
      },
      {
        icon: Gauge,
        title: "Agilité",
        text: `Des engagements de ${span(SHORE_CONTRACT.commitmentMonths, "mois")} et une équipe ajustée en ${count(SHORE_CONTRACT.teamAdjustmentWorkingDays, "jours ouvrés")} au plus quand vos priorités changent.`,
      },
    ] satisfies readonly FeatureItem[],
  },
  leaders: {
    id: "direction",
    eyebrow: "Direction",
    title: "L’équipe de direction",
    intro:
      "Trois directions qui connaissent les deux rives, et dont les responsables vous rencontrent dès le premier projet.",
    items: [
      {
        icon: Compass,
        role: "Direction générale",
        base: "À Paris",
        text: "Fixe la stratégie du groupe et répond de ses engagements envers chaque client. Préside le comité de sécurité qui se réunit chaque trimestre.",
        scope: ["Stratégie", "Grands comptes", "Sécurité et conformité"],
      },
      {
        icon: Network,
        role: "Direction des opérations Afrique",
        base: `À ${CITIES}`,
        text: `Dirige nos centres de production\u00a0: recrutement, encadrement des équipes sur place, qualité des livrables et tenue du délai de ${count(SHORE_PROMISES.deploymentDays, "jours")}.`,
        scope: ["Production", "Recrutement", "Qualité"],
      },
      {
        icon: Handshake,
        role: "Direction commerciale et partenariats",
        base: "À Paris et à Bruxelles",
        text: "Accompagne nos clients de France et de Belgique de la première demande au suivi de leur équipe, et anime nos partenariats avec les écoles, les éditeurs et les réseaux d’affaires.",
        scope: ["Clients", "Partenariats", "LIF Talent"],
      },
    ] satisfies readonly Leader[],
  },
  offices: {
    id: "bureaux",
    eyebrow: "Implantations",
    title: "Nos bureaux",
    intro: `Une direction à Paris, un relais à Bruxelles et ${inWords(GROUP_FIGURES.africanOffices)} centres en Afrique. Depuis ${CASABLANCA.opened}, une présence à ${CASABLANCA.city} pour le recrutement et les partenariats.`,
    items: OFFICES.map((office) => ({
      city: office.city,
      country: office.country,
      role: office.role,
      text: OFFICE_TEXT[office.city] ?? "",
      ...(office.status === "presence" && { presence: `Présence depuis ${office.opened}` }),
    })) satisfies readonly OfficeCard[],
  },
  figures: {
    id: "chiffres-cles",
    eyebrow: "Chiffres clés",
    title: "Le groupe en chiffres",
    intro: "Des chiffres que nous suivons et publions chaque année.",
    items: [
      { value: GROUP_FIGURES.staff, label: "collaborateurs" },
      { value: String(GROUP_FIGURES.africanOffices), label: "bureaux en Afrique", detail: CITIES },
      { value: GROUP_FIGURES.clients, label: "clients en France et en Belgique" },
      { value: nb(GROUP_FIGURES.retention), label: "de fidélisation client" },
      { value: String(GROUP_FIGURES.nationalities), label: "nationalités" },
      { value: nb(GROUP_FIGURES.women), label: "de femmes" },
      { value: nb(GROUP_FIGURES.womenManagers), label: "de femmes managers" },
      { value: "3", label: "métiers", detail: "LIF Shore, LIF Form, LIF Talent" },
    ] satisfies readonly StatItem[],
  },
  cta: {
    title: "Rencontrez l’équipe qui pilotera votre projet",
    text: "Un premier échange de 30\u00a0minutes avec un responsable basé à Paris, pour comprendre votre besoin et vous dire franchement si nous pouvons y répondre.",
    actions: [{ label: "Prendre rendez-vous", to: "/contact" }, ABOUT_US] satisfies readonly ActionData[],
  },
} as const;
