import type { HeroImage } from "~/components/home/home-hero";
import type { ActionData } from "~/components/sections/types";
import { DISCOVER_SHORE, TALK_TO_EXPERT } from "~/content/actions";
import type { HomeFile } from "~/content/files/group/accueil-schema";
import { ICONS } from "~/content/files/icons";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import { VARIANT } from "~/lib/variant";
import data from "../../content/pages/groupe/accueil.json" with { type: "json" };
import { HERO_ART, heroArtSrc } from "./hero-art";
import { SERVICE_LINES } from "./services";

/**
 * The home page (/): its texts are the file content/pages/groupe/accueil.json, edited in the CMS (« Pages du
 * groupe »), read for the site being built (its eyebrow names the site's country, {pays-du-site}); its structure
 * is here: the picture, the sections' ids, the buttons' variants and the calls to action shared with other pages.
 */
const copy = present(readCopy("content/pages/groupe/accueil.json", data as HomeFile, VARIANT));

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

const { mapCaption, ...hero } = copy.hero;
const { action: nearshoreAction, ...nearshore } = copy.nearshore;

/** The home page, in the spec's order: hero, the three service lines, why us, LIF Talent 2.0, nearshoring. */
export const home = {
  hero: {
    eyebrow: hero.eyebrow,
    lead: hero.lead,
    actions: [
      { ...TALK_TO_EXPERT, variant: "primary" },
      { ...DISCOVER_SHORE, variant: "outline-inverse" },
    ] satisfies readonly ActionData[],
    proofs: hero.proofs,
    /** The map behind the headline, in words (the image itself is decorative). */
    mapCaption,
    image: HERO_IMAGE,
  },
  services: { id: "nos-services", ...copy.services, items: SERVICE_LINES },
  value: {
    id: "pourquoi-lif-group",
    ...copy.value,
    points: copy.value.points.map((point) => ({ ...point, icon: ICONS[point.icon] })),
  },
  talent: { id: "lif-talent", ...copy.talent, cards: featureItems(copy.talent.cards) },
  nearshore: {
    id: "solutions-nearshore",
    ...nearshore,
    actions: [
      { ...nearshoreAction, variant: "inverse" },
      { ...TALK_TO_EXPERT, variant: "outline-inverse" },
    ] satisfies readonly ActionData[],
  },
};
