import { Eye, Globe2, Handshake, Layers, Network, Scale, UserRoundCheck } from "lucide-react";
import type { HeroImage, HeroProof } from "~/components/home/home-hero";
import type { RevenueSource, ValuePoint } from "~/components/home/value-proposition";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { StatItem } from "~/components/sections/stat-grid";
import type { ActionData } from "~/components/sections/types";
import { DISCOVER_SHORE, TALK_TO_EXPERT } from "~/content/actions";
import {
  centresGapToParis,
  SHORE_CENTRES,
  SHORE_CONTRACT,
  SHORE_PROMISES,
  SHORE_SAVINGS,
  utcSpan,
} from "~/facts/shore";
import { TALENT_TERMS } from "~/facts/talent";
import { count, formatEuro, hours, hoursSpan, listFr, percentRange, span } from "~/lib/french";
import { VARIANT } from "~/lib/variant";
import type { Variant } from "~/pages";
import { HERO_ART, heroArtSrc } from "./hero-art";
import { SERVICE_LINES } from "./services";

const NBSP = "\u00a0";

/** Tunis, Dakar and Abidjan, as the facts list the production centres. */
const CITIES = SHORE_CENTRES.map((office) => office.city);
const GAP = hoursSpan(centresGapToParis());
const UTC = utcSpan();
const DEPLOYMENT = count(SHORE_PROMISES.deploymentDays, "jours");
const FIRST_PROFILES = hours(SHORE_PROMISES.firstProfilesHours);
const SAVINGS = percentRange(SHORE_SAVINGS.nearshorePercent);
const { commissionPercent, consultantSharePercent, example, profilesPresented, presentationDelay } =
  TALENT_TERMS;

const EYEBROW: Record<Variant, string> = {
  fr: "Nearshore IT France-Afrique",
  be: "Nearshore IT Belgique-Afrique",
};

const srcSet = (format: "avif" | "webp") =>
  HERO_ART.widths.map((width) => `${heroArtSrc(width, format)} ${width}w`).join(", ");

/** The Europe-Africa map drawn at build time, in two formats and three widths. */
const HERO_IMAGE: HeroImage = {
  sources: [
    { type: "image/avif", srcSet: srcSet("avif") },
    { type: "image/webp", srcSet: srcSet("webp") },
  ],
  src: heroArtSrc(HERO_ART.widths[1], "webp"),
  width: HERO_ART.width,
  height: HERO_ART.height,
};

const HERO = {
  eyebrow: EYEBROW[VARIANT],
  lead: `Développeurs, ingénieurs cloud, experts en cybersécurité\u00a0: nous recrutons votre équipe à ${listFr(CITIES, "ou")} et la supervisons depuis Paris, en conformité avec le RGPD et NIS2. Pour ${SAVINGS} de moins qu’un recrutement local.`,
  actions: [
    { ...TALK_TO_EXPERT, variant: "primary" },
    { ...DISCOVER_SHORE, variant: "outline-inverse" },
  ] satisfies readonly ActionData[],
  proofs: [
    { value: DEPLOYMENT, label: "pour une équipe opérationnelle" },
    {
      value: FIRST_PROFILES,
      label: `pour vous présenter ${span(SHORE_PROMISES.profilesPerPosition, "profils")}`,
    },
    { value: SAVINGS, label: "d’économies face à un recrutement local" },
  ] satisfies readonly HeroProof[],
  /** The map behind the headline, in words (the image itself is decorative). */
  mapCaption: `Supervision depuis Paris, production à ${listFr(CITIES)}`,
  image: HERO_IMAGE,
};

const SERVICES = {
  id: "nos-services",
  eyebrow: "Nos trois métiers",
  title: "Une équipe, des compétences, des experts\u00a0: au bon format",
  intro:
    "Selon votre projet, nous déployons une équipe dédiée, formons vos collaborateurs ou vous présentons l’expert freelance qui vous manque.",
  items: SERVICE_LINES,
};

const VALUE = {
  id: "pourquoi-lif-group",
  eyebrow: "Pourquoi LIF Group",
  title: "Le nearshore, avec les garanties que l’offshore ne vous a pas données",
  intro:
    "Décalage horaire, rotation des équipes, qualité imprévisible\u00a0: nous avons construit le groupe pour corriger précisément ces défauts.",
  points: [
    {
      icon: Layers,
      title: "Approche intégrée",
      text: "Recrutement, formation et renfort freelance sous un même toit. Vous n’assemblez pas trois prestataires\u00a0: nous coordonnons pour vous.",
    },
    {
      icon: Globe2,
      title: "Expertise transcontinentale",
      text: `Un siège à Paris, des centres de production à ${listFr(CITIES)}, à ${GAP} de Paris selon la ville et la saison\u00a0: vos équipes travaillent à vos heures, en français.`,
    },
    {
      icon: UserRoundCheck,
      title: "Accompagnement personnalisé",
      text: "Un responsable basé à Paris suit votre équipe, ses indicateurs et votre conformité. Vous savez toujours à qui parler.",
    },
    {
      icon: Network,
      title: "Synergies de groupe",
      text: "Les talents formés par LIF Form et évalués par notre entité africaine rejoignent vos équipes LIF Shore et les missions LIF Talent.",
    },
  ] satisfies readonly ValuePoint[],
  model: {
    title: "Notre modèle économique",
    intro: "Vous savez comment nous sommes rémunérés, donc ce que nous avons intérêt à faire.",
    sources: [
      {
        title: "Honoraires de conseil et d’audit",
        text: "Cadrage de votre projet d’externalisation, audit de conformité RGPD et NIS2.",
      },
      {
        title: "Abonnements de suivi",
        text: "Pilotage de votre équipe, tableau de bord et comités réguliers.",
      },
      {
        title: "Frais de placement",
        text: `Une commission fixe de ${commissionPercent}${NBSP}% sur les missions LIF Talent, affichée dès le départ.`,
      },
      {
        title: "Revenus de partenariat et de sponsoring",
        text: "Événements, webinaires et partenaires technologiques de la communauté LIF Talent.",
      },
    ] satisfies readonly RevenueSource[],
  },
};

const TALENT = {
  id: "lif-talent",
  eyebrow: "LIF Talent 2.0",
  title: "La place de marché freelance\u00a0IT qui joue cartes sur table",
  intro: `Entreprises et consultants voient les mêmes chiffres\u00a0: ${commissionPercent}${NBSP}% de commission fixe ajoutée au tarif du consultant, ${profilesPresented} profils présentés en ${presentationDelay}.`,
  cards: [
    {
      icon: Eye,
      badge: `${commissionPercent}${NBSP}% fixe`,
      title: "Transparence totale",
      text: `Pour un tarif journalier de ${formatEuro(example.dailyRate)}, vous payez ${formatEuro(example.billed)}. La commission est fixe et affichée dès le premier échange.`,
      link: { label: "Découvrir LIF Talent", to: "/services/lif-talent" },
    },
    {
      icon: Handshake,
      badge: "Afrique",
      title: "Expertise africaine",
      text: "Notre entité africaine assure la recherche des talents, l’évaluation technique des profils et le back-office de chaque mission.",
      link: { label: "Voir le back-office Afrique", to: "/lif-talent/backoffice-afrique" },
    },
    {
      icon: Scale,
      badge: `Plus de ${consultantSharePercent}${NBSP}%`,
      title: "Intérêts alignés",
      text: `Le consultant garde tout son tarif journalier, soit plus de ${consultantSharePercent}${NBSP}% de ce que paie le client, quel que soit le profil. Nous gagnons quand la mission dure et réussit, pas en rognant sa rémunération.`,
      link: { label: "Comprendre le modèle", to: "/lif-talent/modele" },
    },
  ] satisfies readonly FeatureItem[],
};

const NEARSHORE = {
  id: "solutions-nearshore",
  eyebrow: "Solutions de nearshoring",
  title: "Une équipe en Afrique que vous pilotez comme si elle était à côté",
  intro:
    "Même langue, fuseau horaire proche, exigences de conformité européennes\u00a0: le nearshore selon LIF Shore réduit vos coûts sans vous faire perdre la main.",
  stats: [
    { value: DEPLOYMENT, label: "pour une équipe opérationnelle" },
    {
      value: FIRST_PROFILES,
      label: "pour les premiers profils",
      detail: `au lieu de ${span(SHORE_PROMISES.classicRecruitmentWeeks, "semaines")}`,
    },
    { value: SAVINGS, label: "d’économies", detail: "face à un recrutement local" },
    {
      value: `UTC+${UTC.min} à UTC+${UTC.max}`,
      label: "entre nos centres et Paris",
      detail: `${GAP} d’écart avec Paris selon la ville et la saison`,
    },
  ] satisfies readonly StatItem[],
  safeguards: [
    "Supervision depuis Paris et tableau de bord de pilotage en temps réel",
    "Conformité RGPD et NIS2 documentée, évaluation gratuite de votre projet",
    `Engagement initial de ${span(SHORE_CONTRACT.commitmentMonths, "mois")}, équipe ajustée en ${count(SHORE_CONTRACT.teamAdjustmentWorkingDays, "jours ouvrés")} au plus`,
    `Préavis de ${count(SHORE_CONTRACT.noticeDays, "jours")}\u00a0: vous n’êtes jamais captif`,
  ],
  actions: [
    { label: "Découvrir nos solutions nearshore", to: "/services/lif-shore", variant: "inverse" },
    { ...TALK_TO_EXPERT, variant: "outline-inverse" },
  ] satisfies readonly ActionData[],
};

/** The home page, in the spec's order: hero, the three service lines, why us, LIF Talent 2.0, nearshoring. */
export const home = { hero: HERO, services: SERVICES, value: VALUE, talent: TALENT, nearshore: NEARSHORE };
