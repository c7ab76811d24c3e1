import * as z from "zod";
import { consent, hintedField, labelledField, labelledHintedField, submitLabel } from "./form-parts";

/**
 * The LIF Shore consultation form's own words (content/formulaires/consultation.json, « Formulaires › Demande de
 * consultation (LIF Shore) »), read by app/forms/consultation/copy.ts. Its heading and intro are
 * each LIF Shore page's copy.
 */
export const consultationFormSchema = z.strictObject({
  email: labelledField("E-mail professionnel"),
  phone: hintedField("Facultatif"),
  message: labelledHintedField(
    "Votre besoin",
    "Équipe recherchée, technologies, délais, contraintes de conformité…",
  ),
  consent,
  submit: submitLabel("Envoyer ma demande"),
});
