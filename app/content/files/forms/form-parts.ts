import * as z from "zod";
import { prose } from "../schema-parts";

/**
 * The pieces every form's copy file is made of (content/formulaires/*.json, « Formulaires » in the CMS): the
 * form's name for screen readers, a field's own label and hint, the consent and the send button. What the forms
 * share (default labels, messages, toasts) is content/formulaires/messages.json; what a page gives its form
 * (title, intro) is that page's copy.
 */

/** The form's name as screen readers announce it (its `aria-label`), when it has no visible title. */
export const formName = prose(
  "le nom du formulaire que lisent les lecteurs d’écran, par exemple « Formulaire de contact »",
);

/** The words under a field that say what to type. */
export const fieldHint = (example: string) =>
  prose(`l’aide affichée sous le champ, par exemple « ${example} »`);

/** A field's label where this form words it differently from the usual one (« Messages des formulaires »). */
export const fieldLabel = (example: string) => prose(`le nom du champ, par exemple « ${example} »`);

/** What the visitor agrees to: the form adds « , conformément à la politique de confidentialité. » and its link. */
export const consent = prose(
  "ce que la personne accepte en cochant la case, sans point final : le site ajoute « , conformément à la politique de confidentialité. » avec son lien",
);

/**
 * A text that states a reply delay: it quotes it by its name (`{delai-candidature}`, `{delai-reponse}`, among the
 * forms' names: app/forms/shared/form-copy.ts), never as a figure typed again, so that it cannot contradict the
 * facts (« sous 48 h » where the fact is « 48 h ouvrées »). `schema` is the field's text, with its own checks.
 */
export const quotesDelay = (schema: z.ZodType<string>, name: string) =>
  schema.refine((text) => !/\d\s*h(?![\p{L}\d])/u.test(text), {
    error: `délai écrit en chiffres : citez {${name}}, le délai que « Faits et chiffres » tient à jour`,
  });

/** The send button's text. */
export const submitLabel = (example: string) =>
  prose(`le texte du bouton d’envoi, par exemple « ${example} »`);

/** A field with its own hint only. */
export const hintedField = (example: string) => z.strictObject({ hint: fieldHint(example) });

/** A field with its own label only. */
export const labelledField = (example: string) => z.strictObject({ label: fieldLabel(example) });

/** A field with its own label and hint. */
export const labelledHintedField = (label: string, hint: string) =>
  z.strictObject({ label: fieldLabel(label), hint: fieldHint(hint) });

/** A sentence around the privacy policy's link (its words are « Messages des formulaires »): before it, after it. */
export const aroundPrivacyLink = (before: string, after: string) =>
  z.strictObject({
    before: prose(`le texte avant le lien vers la politique de confidentialité, par exemple « ${before} »`),
    after: prose(`le texte après le lien, ponctuation comprise, par exemple « ${after} »`),
  });
