import { GraduationCap, Layers, UsersRound } from "lucide-react";
import type { ServiceChoice } from "~/components/home/service-choices";
import type { ServiceCardItem } from "~/components/sections/service-cards";
import type { ActionData } from "~/components/sections/types";
import { DISCOVER_SHORE, TALK_TO_EXPERT } from "~/content/actions";
import type { ServicesFile } from "~/content/files/group/services-schema";
import { ICONS } from "~/content/files/icons";
import { readCopy } from "~/content/files/read-copy";
import { present } from "~/content/files/sections";
import { VARIANT } from "~/lib/variant";
import data from "../../content/pages/groupe/services.json" with { type: "json" };

/**
 * The services overview (/services) and the three service lines' cards it shares with the home page: the texts are
 * the file content/pages/groupe/services.json, edited in the CMS (« Pages du groupe »), read for the site being
 * built (the funding phrase, {financement-en-bref}); each line's page, icon and colour and the sections' ids are here.
 */
const copy = present(readCopy("content/pages/groupe/services.json", data as ServicesFile, VARIANT));

/** The three service lines, in the site's order, with what structure gives each: its page and its icon. */
const LINES = [
  { line: "shore", icon: Layers, to: "/services/lif-shore" },
  { line: "form", icon: GraduationCap, to: "/services/lif-form" },
  { line: "talent", icon: UsersRound, to: "/services/lif-talent" },
] as const;

/** The three service lines, as cards: shown on the home page and on /services. */
export const SERVICE_LINES: readonly ServiceCardItem[] = LINES.map(({ line, icon, to }) => {
  const { name, tagline, pitch, points } = copy.lines.cards[line];
  return { name, line, icon, tagline, pitch, points, to };
});

const { cards: _cards, ...linesHead } = copy.lines;
const { choices, combine, ...choose } = copy.choose;
const { action, ...cta } = copy.cta;

/** The overview of the three service lines: the cards, how to choose between them, then the next step. */
export const services = {
  hero: { ...copy.hero, actions: [TALK_TO_EXPERT, DISCOVER_SHORE] satisfies readonly ActionData[] },
  lines: { id: "nos-metiers", ...linesHead, items: SERVICE_LINES },
  choose: {
    id: "comment-choisir",
    eyebrow: choose.eyebrow,
    title: choose.title,
    intro: choose.intro,
    choices: LINES.map(({ line, to }) => ({
      ...choices[line],
      service: { label: copy.lines.cards[line].name, to },
      line,
    })) satisfies readonly ServiceChoice[],
    situation: choose.situation,
    discover: choose.discover,
    combine: { ...combine, icon: ICONS[combine.icon] },
  },
  cta: { ...cta, actions: [TALK_TO_EXPERT, action] satisfies readonly ActionData[] },
} as const;
