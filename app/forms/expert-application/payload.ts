import { SITE } from "~/site.config";
import { singleLine } from "../shared/rules";
import type { ChosenCv, ExpertConfirmationParams, ExpertTeamParams, LeadDelivery } from "../shared/templates";
import type { ExpertApplicationValues } from "./schema";

type ExpertText = Pick<ExpertApplicationValues, "firstName" | "lastName" | "email" | "message">;

const EXPERT_CONFIRMATION_SUBJECT = `Confirmation de votre message à ${SITE.product}`;

/** The application as the team receives it; the CV travels beside it (`cv` of the delivery). */
export function buildExpertTeamPayload(values: ExpertText): ExpertTeamParams {
  return {
    firstName: singleLine(values.firstName),
    lastName: singleLine(values.lastName),
    email: singleLine(values.email),
    message: values.message.trim(),
  };
}

/** The acknowledgement the applicant receives once the team has the application. */
export function buildExpertConfirmationPayload(values: ExpertText): ExpertConfirmationParams {
  const firstName = singleLine(values.firstName);
  return {
    from_name: singleLine(`${values.firstName} ${values.lastName}`),
    from_email: singleLine(values.email),
    subject: EXPERT_CONFIRMATION_SUBJECT,
    message: [
      `Bonjour ${firstName},`,
      `Nous avons bien reçu votre candidature à LIF Talent et vous remercions de votre intérêt. Notre équipe étudie votre profil et votre CV\u00a0: vous recevrez une réponse sous 48\u00a0h.`,
      `L’équipe ${SITE.product}`,
    ].join("\n\n"),
  };
}

/** The team first; the confirmation only once the team has the application. */
export function expertApplicationDelivery(values: ExpertText, cv: ChosenCv): LeadDelivery {
  return {
    team: { template: "expertTeam", params: buildExpertTeamPayload(values) },
    confirmation: { template: "expertConfirmation", params: buildExpertConfirmationPayload(values) },
    cv: { ...cv, name: singleLine(cv.name) },
  };
}
