import type { Family } from "~/pages";
import cards from "../../content/cartes-de-partage.json" with { type: "json" };
import { typeset } from "./french";

/**
 * The pictures a shared link shows (Open Graph, LinkedIn, X): one per service line and one for the group,
 * drawn at build time by scripts/social-cards.ts from the hero map and Inter. Every page points at its family's.
 */
export const SOCIAL_CARD = { width: 1200, height: 630, dir: "/generated/social" } as const;

export type SocialCardName = "groupe" | "lif-shore" | "lif-form" | "lif-talent";

export type SocialCard = {
  /** The colour family in app/app.css: `accent` (the group) or a line (`shore`, `form`, `talent`). */
  colour: "accent" | "shore" | "form" | "talent";
  /** The badge above the title. */
  eyebrow: string;
  /** The title, one string a line: the card is drawn, not laid out, so the breaks are chosen by the editor. */
  title: readonly string[];
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The titles and the words that describe the drawn map (its arcs from Paris to the cities), as the owner edits them
 * in the CMS (content/cartes-de-partage.json, « Navigation › Cartes de partage »), typeset. They quote no fact
 * (the file's schema refuses a `{name}` there): the taglines, which do, are read apart
 * (app/content/social-card-taglines.ts), so that every page's head does not carry the facts.
 */
const { titles, mapText } = cards;
const MAP_TEXT = typeset(mapText);
const title = (lines: readonly string[]) => lines.map(typeset);

export const SOCIAL_CARDS: Readonly<Record<SocialCardName, SocialCard>> = Object.freeze({
  groupe: {
    colour: "accent",
    eyebrow: "LIF Group",
    title: title(titles.groupe),
  },
  "lif-shore": {
    colour: "shore",
    eyebrow: "LIF Shore",
    title: title(titles.lifShore),
  },
  "lif-form": {
    colour: "form",
    eyebrow: "LIF Form",
    title: title(titles.lifForm),
  },
  "lif-talent": {
    colour: "talent",
    eyebrow: "LIF Talent 2.0",
    title: title(titles.lifTalent),
  },
});

/** The card a page shares: its service line's, or the group's for group and legal pages. */
export function socialCardOf(family: Family): SocialCardName {
  if (family === "shore") return "lif-shore";
  if (family === "form") return "lif-form";
  if (family === "talent") return "lif-talent";
  return "groupe";
}

/** The card's path on the site (the same file in both variants). */
export const socialCardSrc = (name: SocialCardName): string => `${SOCIAL_CARD.dir}/${name}.png`;

/**
 * What the card shows, in words: its badge, its title and the map. The tagline under the title
 * (app/content/social-card-taglines.ts) is left out so that every page's code does not carry the facts it quotes.
 */
export function socialCardAlt(name: SocialCardName): string {
  const card = SOCIAL_CARDS[name];
  return `${card.eyebrow}\u00a0: ${lowerFirst(card.title.join(" "))}. ${MAP_TEXT}`;
}

/** The group's logo as a square bitmap for structured data (search engines want at least 112 px). */
export const LOGO = { src: `${SOCIAL_CARD.dir}/logo.png`, size: 512 } as const;
