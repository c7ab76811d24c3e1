import * as z from "zod";
import { prose } from "../schema-parts";
import { heroHead } from "../section-parts";

/**
 * The contact page's copy (content/pages/groupe/contact.json, « Pages du groupe » in the CMS), read by
 * app/content/contact.ts: the hero, the form's title, the start of the message a course page pre-fills, the
 * labels of the coordinates (their values are the settings', content/settings.json), the offices' card and the
 * map's texts. The form's type, the offices themselves and the map's addresses stay in code and the settings.
 */
export const contactSchema = z.strictObject({
  hero: z.strictObject(heroHead),
  form: z.strictObject({ title: prose("le titre au-dessus du formulaire") }),
  courseMessage: prose(
    "le début du message pré-rempli quand on arrive d’une fiche de formation ; le site ajoute l’intitulé de la formation entre guillemets",
  ),
  details: z.strictObject({
    title: prose("le titre de l’encadré des coordonnées"),
    address: prose("le nom de la ligne de l’adresse, par exemple « Adresse »"),
    phone: prose("le nom de la ligne du téléphone"),
    email: prose("le nom de la ligne de l’e-mail"),
    hours: prose("le nom de la ligne des horaires"),
  }),
  offices: z.strictObject({
    title: prose("le titre de l’encadré des bureaux"),
    intro: prose("la phrase sous le titre de l’encadré des bureaux"),
  }),
  map: z.strictObject({
    title: prose("le titre de la section de la carte"),
    intro: prose("le paragraphe sous le titre de la carte"),
    frameTitle: prose("le nom de la carte lu par les lecteurs d’écran"),
    placeholderTitle: prose("le titre affiché à la place de la carte avant l’accord"),
    placeholderText: prose("le texte qui explique pourquoi la carte attend un accord (cookies)"),
    showButton: prose("le texte du bouton qui affiche la carte"),
    externalLink: prose("le texte du lien vers l’adresse sur OpenStreetMap"),
  }),
});

export type ContactFile = z.output<typeof contactSchema>;
