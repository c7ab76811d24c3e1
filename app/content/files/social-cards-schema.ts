import * as z from "zod";
import { prose, proseList } from "./schema-parts";

/**
 * The line under each social card's title (content/cartes-de-partage.json, « Navigation › Cartes de partage »):
 * the picture a link to the site shows on LinkedIn or X; then each card's title, a line per item, and the words
 * that describe the map in every card's alternative text (read by app/lib/social-cards.ts). The cards' badges
 * (the brands), colours and map stay in code. A figure is quoted by its name in a tagline ({delai-deploiement}),
 * so a card never freezes it; the titles and the map's words, which every page's head reads, quote none.
 * Checked by the build and the dev server (scripts/content/copy-files.ts).
 */
const tagline = (card: string) =>
  prose(
    `la ligne sous le titre de la carte ${card}, une seule ligne courte (les points médians séparent les idées)`,
  );

/** A text read without the facts (app/lib/social-cards.ts): a `{name}` there would be printed as typed. */
const NAME = /\{[^{}]*\}/;
const noName = { error: "ce texte ne cite aucun nom entre accolades : écrivez le texte lui-même" };

/** A card's title: drawn, not laid out, so the editor chooses the breaks; three lines at most leave room for the tagline. */
const title = (card: string) =>
  proseList(`le titre de la carte ${card}, une ligne par élément`)
    .max(3, {
      error: `trois lignes au plus : le titre de la carte ${card} laisse la place à la ligne du dessous`,
    })
    .refine((lines) => !lines.some((line) => NAME.test(line)), noName);

export const socialCardsSchema = z.strictObject({
  groupe: tagline("du groupe"),
  lifShore: tagline("de LIF Shore"),
  lifForm: tagline("de LIF Form"),
  lifTalent: tagline("de LIF Talent"),
  titles: z.strictObject({
    groupe: title("du groupe"),
    lifShore: title("de LIF Shore"),
    lifForm: title("de LIF Form"),
    lifTalent: title("de LIF Talent"),
  }),
  mapText: prose(
    "la description de la carte dessinée, lue après le titre dans le texte de remplacement de chaque image",
  ).refine((text) => !NAME.test(text), noName),
});

export type SocialCardsFile = z.output<typeof socialCardsSchema>;
