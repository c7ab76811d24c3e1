import { z } from "zod";
import { SITE } from "~/site.config";
import { CV_REQUIRED } from "./contact-schema";
import type { DeliveryStep } from "./delivery";
import {
  ConsentSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  MESSAGE_MAX,
  MESSAGES,
  singleLine,
} from "./field-schemas";

/** The expert and client forms only require a message (spec section 5): any text, up to MESSAGE_MAX. */
export const REQUIRED_MESSAGE = "Le message est obligatoire";
export const RequiredMessageSchema = z
  .string(REQUIRED_MESSAGE)
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(MESSAGE_MAX, MESSAGES.messageTooLong);

/** The chosen CV (already checked by checkCvFile when chosen), or nothing yet. */
const RequiredCvSchema = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .refine((file) => file !== null, CV_REQUIRED);

/** Spec sections 3 and 5: every field of the expert application is required, CV and consent included. */
export const ExpertApplicationSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  message: RequiredMessageSchema,
  cvFile: RequiredCvSchema,
  rgpdConsent: ConsentSchema,
});

export type ExpertApplicationValues = z.input<typeof ExpertApplicationSchema>;

export const EXPERT_DEFAULTS: ExpertApplicationValues = {
  firstName: "",
  lastName: "",
  email: "",
  message: "",
  cvFile: null,
  rgpdConsent: false,
};

type ExpertText = Pick<ExpertApplicationValues, "firstName" | "lastName" | "email" | "message">;
/** The CV as it travels: base64 content (after the data-URL comma) and the file's name. */
export type CvAttachment = { base64: string; name: string };

export type ExpertTeamPayload = {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  cv_file: string;
  cv_name: string;
};

export type ExpertConfirmationPayload = {
  from_name: string;
  from_email: string;
  subject: string;
  message: string;
};

export const EXPERT_CONFIRMATION_SUBJECT = `Confirmation de votre message à ${SITE.product}`;

/** Spec section 3: the application as the team receives it. */
export function buildExpertTeamPayload(values: ExpertText, cv: CvAttachment): ExpertTeamPayload {
  return {
    firstName: singleLine(values.firstName),
    lastName: singleLine(values.lastName),
    email: singleLine(values.email),
    message: values.message.trim(),
    cv_file: cv.base64,
    cv_name: singleLine(cv.name),
  };
}

/** Spec sections 3 and 7: the acknowledgement the applicant receives. */
export function buildExpertConfirmationPayload(values: ExpertText): ExpertConfirmationPayload {
  const firstName = singleLine(values.firstName);
  return {
    from_name: singleLine(`${values.firstName} ${values.lastName}`),
    from_email: singleLine(values.email),
    subject: EXPERT_CONFIRMATION_SUBJECT,
    message: [
      `Bonjour ${firstName},`,
      `Nous avons bien reçu votre candidature à LIF Talent et vous remercions de votre intérêt. Notre équipe étudie votre profil et votre CV\u00a0: vous recevrez une réponse sous 48h.`,
      `L’équipe ${SITE.product}`,
    ].join("\n\n"),
  };
}

/** The two sends of one application: the team first, the confirmation only once the team has it. */
export function expertApplicationSteps(values: ExpertText, cv: CvAttachment): DeliveryStep[] {
  return [
    { template: "expertTeam", params: buildExpertTeamPayload(values, cv) },
    { template: "expertConfirmation", params: buildExpertConfirmationPayload(values) },
  ];
}
