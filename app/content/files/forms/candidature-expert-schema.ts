import * as z from "zod";
import { prose, specWording } from "../schema-parts";
import { consent, formName, hintedField, quotesDelay, submitLabel } from "./form-parts";

/**
 * The LIF Talent expert application's own words (content/formulaires/candidature-expert.json, « Formulaires ›
 * Candidature expert IT (LIF Talent) »), read by app/forms/expert-application/copy.ts: the form,
 * and the e-mail the applicant receives once the team has the application (its subject is the spec's).
 */
export const candidatureExpertSchema = z.strictObject({
  name: formName,
  email: hintedField("Format attendu : nom@domaine.fr"),
  message: hintedField("Votre expertise, vos technologies, votre disponibilité et votre TJM."),
  consent,
  submit: submitLabel("Envoyer ma candidature"),
  confirmationEmail: z.strictObject({
    subject: specWording(
      "l’objet de l’e-mail de confirmation",
      "Confirmation de votre message à {nom-du-groupe}",
    ),
    greeting: prose("le début de l’e-mail, avant le prénom de la personne : « Bonjour »"),
    body: quotesDelay(
      prose("le paragraphe de l’e-mail qui dit ce qui se passe ensuite, qui cite {delai-candidature}"),
      "delai-candidature",
    ),
    signature: prose("la signature de l’e-mail, par exemple « L’équipe {nom-du-groupe} »"),
  }),
});
