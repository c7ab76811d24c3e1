import * as z from "zod";
import { specWording } from "../schema-parts";
import { consent, formName, hintedField } from "./form-parts";

/**
 * The contact form's own words (content/formulaires/contact.json, « Formulaires › Formulaire de contact » in the
 * CMS), read by app/forms/contact/copy.ts: its name for screen readers, the e-mail's and the
 * phone's hints, the consent and the send button's default text (the spec's « Envoyer »; a page may give its own,
 * from its copy). The title above it is the page's.
 */
export const contactFormSchema = z.strictObject({
  name: formName,
  email: hintedField("Format attendu : nom@domaine.fr"),
  phone: hintedField("Facultatif, par exemple 06 12 34 56 78"),
  consent,
  submit: specWording("le texte du bouton d’envoi quand la page n’en donne pas", "Envoyer"),
});
