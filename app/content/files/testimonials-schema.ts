import * as z from "zod";
import { itemList, prose } from "./schema-parts";

/**
 * A page's testimonials, as the owner edits them in the CMS (content/temoignages/<page>.json, « Témoignages »):
 * quotes signed with a role and a kind of company, never a name, each with optional result chips. A figure a
 * quote cites is a placeholder ({shore-accueil-couts}), so the quote never freezes a figure written in
 * app/facts/. Checked by the build and the dev server (scripts/content/copy-files.ts).
 */

const figure = z.strictObject({
  value: prose("le résultat, en général un texte à remplacer, par exemple {shore-accueil-couts-signe}"),
  label: prose("ce que le résultat mesure, par exemple « de coûts »"),
});

const testimonial = z.strictObject({
  quote: prose("la citation, sans guillemets"),
  role: prose("la fonction de la personne citée, jamais son nom (par exemple « DSI »)"),
  company: prose("le type d’entreprise et sa ville (par exemple « ETI industrielle, Lyon »)"),
  figures: z.array(figure, { error: "liste de résultats attendue (elle peut rester vide)" }).optional(),
  // Ticked by the owner once the person quoted has agreed in writing; until then the launch gate lists the quote
  // (scripts/content/testimonial-consent.ts). A box the CMS left out is an unticked one.
  writtenConsent: z.preprocess(
    (value) => value ?? false,
    z.boolean({ error: "case à cocher attendue : cochée une fois l’accord écrit de la personne citée reçu" }),
  ),
});

export type TestimonialsFile = z.output<typeof testimonialsSchema>;

/** A page with a section of testimonials: one or more. */
export const testimonialsSchema = z.strictObject({ items: itemList(testimonial, "au moins un témoignage") });

/** A page that shows one quote beside its history (the group, about): exactly one. */
export const singleQuoteSchema = z.strictObject({
  items: z
    .array(testimonial, { error: "liste attendue : la citation de la page" })
    .length(1, { error: "cette page montre une seule citation : gardez-en exactement une" }),
});
