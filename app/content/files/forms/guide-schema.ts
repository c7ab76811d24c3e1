import * as z from "zod";
import { prose } from "../schema-parts";
import { aroundPrivacyLink, labelledField, submitLabel } from "./form-parts";

/**
 * The LIF Shore guide request's own words (content/formulaires/guide.json, « Formulaires › Demande du guide (LIF
 * Shore) »), read by app/forms/guide/copy.ts: the form, then what its confirmation offers (the
 * download, a question about the project). The guide's title is app/content/shore/guide.ts's.
 */
export const guideFormSchema = z.strictObject({
  name: prose(
    "le début du nom du formulaire lu par les lecteurs d’écran, « Recevoir le guide » : le site ajoute le titre du guide entre guillemets",
  ),
  email: labelledField("E-mail professionnel"),
  privacy: aroundPrivacyLink(
    "Nous utilisons ces informations pour vous envoyer le guide (…). Voir notre",
    ".",
  ),
  submit: submitLabel("Recevoir le guide"),
  download: prose("le texte du lien de téléchargement du guide, une fois la demande envoyée"),
  question: prose("la question avant le lien vers la page Contact, une fois la demande envoyée"),
  contactLink: prose("le texte du lien vers la page Contact, par exemple « Contactez-nous »"),
});
