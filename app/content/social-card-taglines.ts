import type { SocialCardsFile } from "~/content/files/social-cards-schema";
import { PLACEHOLDER_VALUES } from "~/content/placeholders";
import { preparedCopy } from "~/lib/copy-file";
import type { SocialCardName } from "~/lib/social-cards";
import taglines from "../../content/cartes-de-partage.json" with { type: "json" };

/**
 * The line under each social card's title, as the owner edits it in the CMS (content/cartes-de-partage.json). Only
 * scripts/social-cards.ts reads it: kept apart from social-cards.ts so that the facts it quotes stay out of the
 * code every page loads. A card is drawn on one line, not laid out: a figure it quotes keeps its words together
 * (« 3 à 5 », « 48 h »), so each value's spaces are no-break ones here.
 */
const nbsp = (text: string) => text.replaceAll(" ", "\u00a0");
const CARD_VALUES = Object.fromEntries(
  Object.entries(PLACEHOLDER_VALUES).map(([name, value]) => [name, nbsp(value)]),
);

const FILE = "content/cartes-de-partage.json";
const copy = preparedCopy(FILE, taglines as SocialCardsFile, CARD_VALUES);

export const SOCIAL_CARD_TAGLINES: Readonly<Record<SocialCardName, string>> = Object.freeze({
  groupe: copy.groupe,
  "lif-shore": copy.lifShore,
  "lif-form": copy.lifForm,
  "lif-talent": copy.lifTalent,
});
