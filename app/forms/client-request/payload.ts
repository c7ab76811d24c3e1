import { singleLine } from "../shared/rules";
import {
  CLIENT_REQUEST_TYPE,
  type ClientConfirmationParams,
  type ClientTeamParams,
  type LeadDelivery,
} from "../shared/templates";
import type { ClientRequestValues } from "./schema";

type ClientText = Omit<ClientRequestValues, "consent">;

/** The request as the team receives it, typed so the team tells it from an expert application. */
export function buildClientTeamPayload(values: ClientText): ClientTeamParams {
  return {
    firstName: singleLine(values.firstName),
    lastName: singleLine(values.lastName),
    email: singleLine(values.email),
    company: singleLine(values.company),
    message: values.message.trim(),
    type: CLIENT_REQUEST_TYPE,
  };
}

export function buildClientConfirmationPayload(
  values: Pick<ClientText, "firstName" | "email">,
): ClientConfirmationParams {
  return { firstName: singleLine(values.firstName), email: singleLine(values.email) };
}

/**
 * The team first, then the confirmation. "clientTeam" has its own variable (VITE_EMAILJS_TEMPLATE_CLIENT),
 * which may hold the same EmailJS template id as "expertTeam": the `type` field tells the two apart.
 */
export function clientRequestDelivery(values: ClientText): LeadDelivery {
  return {
    team: { template: "clientTeam", params: buildClientTeamPayload(values) },
    confirmation: { template: "clientConfirmation", params: buildClientConfirmationPayload(values) },
  };
}
