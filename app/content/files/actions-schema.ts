import * as z from "zod";
import { prose } from "./schema-parts";

/**
 * The texts of the calls to action several pages share (content/boutons.json, « Navigation › Boutons communs »):
 * one text per button, the same on every page that shows it. The page each opens and its look stay in code
 * (app/content/actions.ts, the pages' modules). Checked by the build and the dev server
 * (scripts/content/copy-files.ts).
 */
const label = (opens: string) => prose(`le texte du bouton ou du lien, qui ouvre ${opens}`);

export const actionsSchema = z.strictObject({
  contactUs: label("la page Contact (« Contactez-nous »)"),
  getInTouch: label("la page Contact (« Nous contacter »)"),
  writeToUs: label("la page Contact (« Nous écrire »)"),
  talkToExpert: label("la page Contact (« Parler à un expert »)"),
  discoverShore: label("la page LIF Shore"),
  aboutUs: label("la page À propos"),
  shoreDashboardPreview: label("l’aperçu du tableau de bord LIF Shore"),
  findExpert: label("la page LIF Talent des entreprises"),
  becomeExpert: label("la page LIF Talent des experts IT"),
  privacyPolicy: label("la politique de confidentialité"),
});

export type ActionsFile = z.output<typeof actionsSchema>;
