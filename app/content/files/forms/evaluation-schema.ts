import * as z from "zod";
import { prose, specWording } from "../schema-parts";
import { aroundPrivacyLink, fieldLabel, submitLabel } from "./form-parts";

/** A field whose label the spec fixes (the form adds the « * » of a required field). */
const specLabel = (expected: string) =>
  z.strictObject({ label: specWording("le nom du champ (le site ajoute « * »)", expected) });

/**
 * The free assessment form's own words (content/formulaires/evaluation.json, « Formulaires › Demande
 * d’évaluation gratuite (LIF Shore) »), read by app/forms/assessment/copy.ts. The spec fixes its
 * three labels (« Prénom * », « Nom * », « Email professionnel * »): they are written here, not taken from the
 * shared defaults, so a change of those cannot reword them. The panel shown once sent is the page's copy.
 */
export const evaluationFormSchema = z.strictObject({
  firstName: specLabel("Prénom"),
  lastName: specLabel("Nom"),
  email: specLabel("Email professionnel"),
  message: z.strictObject({
    label: fieldLabel("Votre projet (facultatif)"),
    placeholder: prose(
      "le texte grisé du champ vide : il demande de décrire brièvement le projet d’externalisation et ses enjeux de conformité (cahier des charges)",
    ),
  }),
  privacy: aroundPrivacyLink(
    "En soumettant ce formulaire, vous acceptez notre",
    ". Vos données sont traitées conformément au (…) RGPD (…).",
  ),
  submit: submitLabel("Demander mon évaluation gratuite"),
});
