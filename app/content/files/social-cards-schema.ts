import * as z from "zod";
import { prose } from "./schema-parts";

/**
 * The line under each social card's title (content/cartes-de-partage.json, « Navigation › Cartes de partage »):
 * the picture a link to the site shows on LinkedIn or X. The cards' titles, colours and map stay in code
 * (app/lib/social-cards.ts). A figure is quoted by its name ({delai-deploiement}), so a card never freezes it.
 * Checked by the build and the dev server (scripts/content/copy-files.ts).
 */
const tagline = (card: string) =>
  prose(
    `la ligne sous le titre de la carte ${card}, une seule ligne courte (les points médians séparent les idées)`,
  );

export const socialCardsSchema = z.strictObject({
  groupe: tagline("du groupe"),
  lifShore: tagline("de LIF Shore"),
  lifForm: tagline("de LIF Form"),
  lifTalent: tagline("de LIF Talent"),
});

export type SocialCardsFile = z.output<typeof socialCardsSchema>;
