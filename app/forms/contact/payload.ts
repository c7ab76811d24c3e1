import { orNotProvided, singleLine } from "../shared/rules";
import type { ContactParams, ContactSource, CvAttachment, LeadDelivery } from "../shared/templates";
import type { ContactValues } from "./schema";

type ContactText = Omit<ContactValues, "cv" | "consent">;

/**
 * The message to the team: the names joined, optional fields left empty read "Non renseigné". The CV, when
 * one was chosen, travels like the expert form's (base64 and its name): a field whose content is thrown away
 * loses a lead.
 */
export function buildContactPayload(
  values: ContactText,
  formType: ContactSource,
  cv?: CvAttachment,
): ContactParams {
  const payload: ContactParams = {
    from_name: singleLine(`${values.firstName.trim()} ${values.lastName.trim()}`),
    from_email: singleLine(values.email),
    phone: orNotProvided(values.phone),
    company: orNotProvided(values.company),
    position: orNotProvided(values.position),
    message: values.message.trim(),
    form_type: formType,
  };
  if (cv) {
    payload.cv_file = cv.base64;
    payload.cv_name = singleLine(cv.name);
  }
  return payload;
}

/** One send, to the team: the contact form sends no confirmation. */
export function contactDelivery(
  values: ContactText,
  formType: ContactSource,
  cv?: CvAttachment,
): LeadDelivery {
  return { team: { template: "contact", params: buildContactPayload(values, formType, cv) } };
}
