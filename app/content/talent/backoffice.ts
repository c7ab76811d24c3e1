import { BadgeCheck, Building2, GraduationCap, Laptop, Search } from "lucide-react";
import type { DonutItem } from "~/components/sections/donut-chart";
import type { FactsCardItem } from "~/components/sections/facts-card";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { ActionData } from "~/components/sections/types";
import type { AudienceCard } from "~/components/talent/audience-cards";
import type { MapMarkerKind } from "~/components/talent/presence-map";
import type { RegionCities } from "~/components/talent/region-list";
import { GET_IN_TOUCH } from "~/content/actions";
import { DOMAINS } from "~/content/form/domains";
import { AFRICA_BACKOFFICE, hoursFromParis, type PresenceRegion, presenceByRegion } from "~/facts/talent";
import { capitalize } from "~/lib/french";
import { SITE } from "~/site.config";
import { TALENT_FIGURES as F, listInFrench } from "./figures";
import { PRESENCE_MAP, PRESENCE_MARKERS } from "./presence-map";

const { vision } = AFRICA_BACKOFFICE;
/** « notre objectif 2026 », or « notre objectif » while the target has no date (owner-pending). */
const target = vision.year ? `objectif ${vision.year}` : "objectif";
/** Hours to Paris over the year, as the region list prints them: "0 à 1 h de Paris". */
function fromParis(utc: { winter: number; summer: number }): string {
  const { min, max } = hoursFromParis(utc);
  return min === max ? `${min}\u00a0h de Paris` : `${min} à ${max}\u00a0h de Paris`;
}

/** « au Maghreb », « en Afrique de l’Ouest »: each region as the intro names it. */
const REGION_IN: Record<PresenceRegion, string> = {
  Maghreb: "au Maghreb",
  "Afrique de l’Ouest": "en Afrique de l’Ouest",
};

const REGIONS: readonly RegionCities[] = presenceByRegion().map(({ region, cities }) => ({
  region,
  cities: cities.map((city) => ({ city: city.city, country: city.country, note: fromParis(city.utc) })),
}));

/** Copy of the Africa back-office page (/lif-talent/backoffice-afrique). */
export const talentBackoffice = {
  hero: {
    eyebrow: "LIF Talent · Back-office Afrique",
    lead: `Derrière chaque expert présenté par LIF Talent, une équipe du groupe en Afrique\u00a0: elle source les talents, les évalue, les forme et suit l’administratif des missions. De Tunis à Abidjan, au plus près d’un vivier de développeurs qui grandit chaque année.`,
    /** The Africa arm's own site: an external link that opens a new tab and says so. */
    africaSite: {
      title: "L’entité africaine du groupe a son propre site",
      href: SITE.africaSite,
      label: "Visiter le site",
      /** The address as text under the button, so the visitor knows where the link goes. */
      domain: SITE.africaSite.replace(/^https:\/\/(www\.)?/, ""),
    },
    actions: [{ ...GET_IN_TOUCH, variant: "outline" }] satisfies readonly ActionData[],
    facts: {
      title: "L’Afrique du numérique en chiffres",
      items: [
        { value: F.developers, label: `développeurs professionnels en Afrique en ${F.developersYear}` },
        { value: F.developersGrowth, label: `en un an, de ${F.developersYear - 1} à ${F.developersYear}` },
        { value: F.savings, label: "d’économies face à un recrutement local" },
        { value: F.timeRange, label: "de décalage avec Paris, selon la ville et la saison" },
      ] satisfies readonly FactsCardItem[],
      note: `Développeurs et croissance\u00a0: ${F.developersSource}. Décalage nul avec Paris en hiver depuis ${listInFrench(F.sameTimeCities)}.`,
    },
  },

  arm: {
    id: "entite-africaine",
    eyebrow: "Notre entité africaine",
    title: "Quatre métiers au service de chaque mission",
    intro:
      "Le back-office de LIF Talent est tenu par l’entité africaine du groupe. Ses équipes font le travail que l’on ne voit pas, et qui fait la qualité d’une mission.",
    items: [
      {
        icon: Search,
        title: "Recherche de talents",
        text: "Une veille continue des talents IT du continent\u00a0: écoles, communautés de développeurs, recommandations, candidatures. Le vivier se renouvelle avant que vous en ayez besoin.",
      },
      {
        icon: BadgeCheck,
        badge: "LIF Approved",
        title: "Évaluation technique",
        text: "Entretien technique, mises en situation sur le domaine du candidat, vérification des références\u00a0: seuls les talents qui réussissent portent le label «\u00a0LIF Approved\u00a0».",
      },
      {
        icon: GraduationCap,
        title: "Formation",
        text: `Des parcours pour faire monter les talents en compétences, avec LIF Form\u00a0: ${listInFrench(DOMAINS.map((domain) => domain.name.toLowerCase()))}. Les jeunes diplômés y préparent leur première mission.`,
      },
      {
        icon: Building2,
        title: "Centre de production nearshore",
        text: "Des équipes qui réalisent des projets depuis l’Afrique, supervisées depuis Paris, quand une mission se prête au travail à distance.",
      },
    ] satisfies readonly FeatureItem[],
  },

  advantages: {
    id: "avantages",
    tone: "muted",
    eyebrow: "Avantages",
    title: "Ce que le back-office africain vous apporte",
    items: [
      {
        icon: Building2,
        audience: "Pour les entreprises",
        title: "Des profils vérifiés, un coût maîtrisé",
        text: `La recherche et l’évaluation des talents sont faites avant votre demande\u00a0: c’est ce qui permet de vous présenter ${F.profiles} profils en ${F.presentation}.`,
        points: [
          "Des talents évalués «\u00a0LIF Approved\u00a0» avant toute présentation",
          `${F.savings} d’économies face à un recrutement local, avec des experts basés en Afrique`,
          `${F.timeRange} de décalage avec Paris\u00a0: vos horaires de bureau`,
          "Le suivi administratif de la mission assuré pour vous",
        ],
        action: { label: "Trouver un expert", to: "/lif-talent/client-entreprise" },
      },
      {
        icon: Laptop,
        audience: "Pour les consultants",
        title: "Un appui à chaque étape",
        text: "Une équipe dédiée s’occupe de ce qui n’est pas votre métier, pour que vous puissiez vous consacrer au vôtre.",
        points: [
          "Une évaluation faite une fois, qui appuie chaque présentation",
          "Des formations pour élargir vos compétences",
          "Contrat, comptes rendus d’activité et facturation gérés par le back-office",
          "Une communauté d’experts en Afrique et en Europe",
        ],
        action: { label: "Rejoindre LIF Talent", to: "/lif-talent/expert-it" },
      },
    ] satisfies readonly AudienceCard[],
  },

  impact: {
    id: "impact-social",
    eyebrow: "Impact social",
    title: "Former la prochaine génération de talents",
    value: F.trainedPerYear,
    label: "jeunes formés chaque année",
    text: `Chaque année, l’entité africaine du groupe forme plus de ${F.trainedPerYear.replace("+", "")} jeunes aux métiers du numérique. Les meilleurs rejoignent le vivier LIF Talent\u00a0; tous repartent avec des compétences recherchées.`,
    points: [
      "Des parcours conçus avec LIF Form, l’organisme de formation du groupe",
      "Des mises en situation sur des projets réels, encadrées par des experts",
      "Un accompagnement vers la première mission pour les talents «\u00a0LIF Approved\u00a0»",
    ],
  },

  presence: {
    id: "presence",
    tone: "muted",
    eyebrow: "Notre présence",
    title: `${REGIONS.flatMap((region) => region.cities).length} villes, ${REGIONS.length} régions d’Afrique`,
    intro: `Nos équipes et nos partenaires sont présents ${listInFrench(presenceByRegion().map(({ region }) => REGION_IN[region]))}, avec ${F.timeRange} de décalage avec Paris selon la ville et la saison.`,
    map: { src: PRESENCE_MAP.src, width: PRESENCE_MAP.width, height: PRESENCE_MAP.height },
    markers: PRESENCE_MARKERS,
    caption: `Notre présence en Afrique, reliée à Paris, et les pays de notre ${target}.`,
    legend: {
      hub: "Paris, pilotage des missions",
      presence: "Présence actuelle",
      target: capitalize(target),
    } satisfies Record<MapMarkerKind, string>,
    regions: REGIONS,
  },

  skills: {
    id: "competences",
    eyebrow: "Compétences",
    title: "Les compétences du vivier",
    intro:
      "Le web et le mobile d’abord, puis les données et le cloud\u00a0: la répartition des profils du vivier du groupe, chacun compté une fois selon sa compétence principale.",
    chart: {
      title: "Répartition des compétences du vivier",
      items: AFRICA_BACKOFFICE.skills satisfies readonly DonutItem[],
      centre: { value: String(AFRICA_BACKOFFICE.skills.length), label: "domaines de compétences" },
    },
  },

  vision: {
    id: "vision",
    tone: "dark",
    eyebrow: vision.year ? `Vision ${vision.year}` : "Notre vision",
    title: `${vision.centres} centres en Afrique\u00a0: notre ${target}`,
    value: String(vision.centres),
    label: `centres, ${target}`,
    text: `Pour rapprocher la recherche et la formation des talents de chaque région du continent, nous visons ${vision.centres} centres${vision.year ? ` à l’horizon ${vision.year}` : ""}, dans autant de pays\u00a0: ${vision.named.join(", ")} et ${vision.others} autres pays.`,
    countries: vision.named,
    more: `et ${vision.others} autres pays`,
  },

  cta: {
    /** Terracotta, not navy: the vision section above it is already dark. */
    tone: "accent",
    title: "Un projet, une question sur notre présence en Afrique\u00a0?",
    text: "Parlons-en\u00a0: dites-nous ce que vous cherchez, nous vous orientons vers le bon interlocuteur, à Paris ou en Afrique.",
    actions: [GET_IN_TOUCH] satisfies readonly ActionData[],
  },

  /** What the owner must confirm before launch (copy the specification does not give), for the launch gate. */
  toConfirm: [
    "l’adresse du site de l’entité africaine (dans le CMS : Réglages du site › Liens › Site LIF Africa) et son nom",
    "le détail du programme d’impact social",
    ...(vision.year
      ? []
      : [
          `la nouvelle échéance de l’objectif de ${vision.centres} centres en Afrique (l’échéance de 2026 de la spécification est atteinte avec trois centres)`,
        ]),
  ],
} as const;
