import { z } from "zod";
import type { DeliveryStep } from "./delivery";
import { RequiredMessageSchema } from "./expert-application";
import {
  CompanySchema,
  ConsentSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  singleLine,
} from "./field-schemas";

/** Spec section 5: every field of the client request is required, consent included. */
export const ClientRequestSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  company: CompanySchema,
  message: RequiredMessageSchema,
  rgpdConsent: ConsentSchema,
});

export type ClientRequestValues = z.input<typeof ClientRequestSchema>;

export const CLIENT_DEFAULTS: ClientRequestValues = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  message: "",
  rgpdConsent: false,
};

/** How the team tells a client request from an expert application in its inbox. */
export const CLIENT_REQUEST_TYPE = "Demande client LIF Talent";

type ClientText = Omit<ClientRequestValues, "rgpdConsent">;

export type ClientTeamPayload = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  message: string;
  type: typeof CLIENT_REQUEST_TYPE;
};
export type ClientConfirmationPayload = { firstName: string; email: string };

export function buildClientTeamPayload(values: ClientText): ClientTeamPayload {
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
): ClientConfirmationPayload {
  return { firstName: singleLine(values.firstName), email: singleLine(values.email) };
}

/**
 * The two sends of one request. Spec section 7 sends the request "to the same team template" as the expert
 * application: "clientTeam" has its own variable (VITE_EMAILJS_TEMPLATE_CLIENT), which may hold the same
 * EmailJS template id as "expertTeam"; the `type` field tells the two apart.
 */
export function clientRequestSteps(values: ClientText): DeliveryStep[] {
  return [
    { template: "clientTeam", params: buildClientTeamPayload(values) },
    { template: "clientConfirmation", params: buildClientConfirmationPayload(values) },
  ];
}
