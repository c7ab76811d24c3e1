import * as z from "zod";
import { consent, formName, labelledHintedField, submitLabel } from "./form-parts";

/**
 * The LIF Talent client request's own words (content/formulaires/demande-entreprise.json, « Formulaires ›
 * Demande d’expert, entreprise (LIF Talent) »), read by app/forms/client-request/copy.ts.
 */
export const demandeEntrepriseSchema = z.strictObject({
  name: formName,
  email: labelledHintedField("E-mail professionnel", "Format attendu : nom@entreprise.fr"),
  message: labelledHintedField(
    "Votre besoin",
    "Compétences recherchées, durée de la mission, date de démarrage, télétravail ou sur site.",
  ),
  consent,
  submit: submitLabel("Envoyer ma demande"),
});
