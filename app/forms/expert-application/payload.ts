import { singleLine } from "../shared/rules";
import type { ChosenCv, ExpertConfirmationParams, ExpertTeamParams, LeadDelivery } from "../shared/templates";
import { EXPERT_APPLICATION_COPY } from "./copy";
import type { ExpertApplicationValues } from "./schema";

type ExpertText = Pick<ExpertApplicationValues, "firstName" | "lastName" | "email" | "message">;

/** The applicant's e-mail, as the form's copy file words it (« Formulaires › Candidature expert IT (LIF Talent) »). */
const EMAIL = EXPERT_APPLICATION_COPY.confirmationEmail;

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
    subject: EMAIL.subject,
    message: [`${EMAIL.greeting} ${firstName},`, EMAIL.body, EMAIL.signature].join("\n\n"),
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
