import type { ActionData } from "~/components/sections/types";
import type { AudienceCard } from "~/components/talent/audience-cards";
import type { MapMarkerKind } from "~/components/talent/presence-map";
import type { RegionCities } from "~/components/talent/region-list";
import { GET_IN_TOUCH } from "~/content/actions";
import { ICONS } from "~/content/files/icons";
import { readCopyWith } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { BackofficeAfriqueFile } from "~/content/files/talent/backoffice-afrique-schema";
import { AFRICA_BACKOFFICE, hoursFromParis, presenceByRegion } from "~/facts/talent";
import { SITE } from "~/site.config";
import data from "../../../content/pages/lif-talent/backoffice-afrique.json" with { type: "json" };
import { BACKOFFICE_VALUES } from "./backoffice-names";
import { PRESENCE_MAP, PRESENCE_MARKERS } from "./presence-map";

/**
 * The Africa back-office page (/lif-talent/backoffice-afrique): its texts are the file
 * content/pages/lif-talent/backoffice-afrique.json, edited in the CMS (« Pages LIF Talent »), its facts quoted by
 * name (the presence's counts and regions, the vision's target: app/content/talent/figures.ts) and the LIF Form
 * domains by a name of its own (./backoffice-names.ts). Its structure is here: the sections' ids and tones, the
 * Africa site's address, the shared button, the map and its markers, the regions' cities, the skills' split, the
 * countries named, and what the launch gate waits for.
 */
const copy = present(
  readCopyWith(
    "content/pages/lif-talent/backoffice-afrique.json",
    data as BackofficeAfriqueFile,
    BACKOFFICE_VALUES,
  ),
);

const { vision } = AFRICA_BACKOFFICE;

/** Hours to Paris over the year, as the region list prints them: "0 à 1 h de Paris". */
function fromParis(utc: { winter: number; summer: number }): string {
  const { min, max } = hoursFromParis(utc);
  return min === max ? `${min}\u00a0h de Paris` : `${min} à ${max}\u00a0h de Paris`;
}

const REGIONS: readonly RegionCities[] = presenceByRegion().map(({ region, cities }) => ({
  region,
  cities: cities.map((city) => ({ city: city.city, country: city.country, note: fromParis(city.utc) })),
}));

const { africaSite, facts, factsNote, ...hero } = copy.hero;
const { datedEyebrow, eyebrow: undatedEyebrow, more, ...visionCopy } = copy.vision;

/** Copy of the Africa back-office page (/lif-talent/backoffice-afrique). */
export const talentBackoffice = {
  hero: {
    ...hero,
    /** The Africa arm's own site: an external link that opens a new tab and says so. */
    africaSite: {
      title: africaSite.title,
      href: SITE.africaSite,
      label: africaSite.label,
      /** The address as text under the button, so the visitor knows where the link goes. */
      domain: SITE.africaSite.replace(/^https:\/\/(www\.)?/, ""),
    },
    actions: [{ ...GET_IN_TOUCH, variant: "outline" }] satisfies readonly ActionData[],
    facts: { ...facts, note: factsNote },
  },

  arm: { id: "entite-africaine", ...copy.arm, items: featureItems(copy.arm.items) },

  advantages: {
    id: "avantages",
    tone: "muted",
    ...copy.advantages,
    items: copy.advantages.items.map((item) => ({
      ...item,
      icon: ICONS[item.icon],
    })) satisfies AudienceCard[],
  },

  impact: { id: "impact-social", ...copy.impact },

  presence: {
    id: "presence",
    tone: "muted",
    eyebrow: copy.presence.eyebrow,
    title: copy.presence.title,
    intro: copy.presence.intro,
    map: { src: PRESENCE_MAP.src, width: PRESENCE_MAP.width, height: PRESENCE_MAP.height },
    markers: PRESENCE_MARKERS,
    caption: copy.presence.caption,
    legend: copy.presence.legend satisfies Record<MapMarkerKind, string>,
    regions: REGIONS,
  },

  skills: {
    id: "competences",
    eyebrow: copy.skills.eyebrow,
    title: copy.skills.title,
    intro: copy.skills.intro,
    chart: {
      title: copy.skills.chart.title,
      items: AFRICA_BACKOFFICE.skills,
      centre: { value: String(AFRICA_BACKOFFICE.skills.length), label: copy.skills.chart.centreLabel },
    },
  },

  vision: {
    id: "vision",
    tone: "dark",
    /** « Notre vision » while the target has no date (owner-pending), « Vision 2026 » once it has. */
    eyebrow: vision.year ? datedEyebrow : undatedEyebrow,
    ...visionCopy,
    countries: vision.named,
    more,
  },

  cta: {
    /** Terracotta, not navy: the vision section above it is already dark. */
    tone: "accent",
    ...copy.cta,
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
