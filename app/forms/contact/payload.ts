import { orNotProvided, singleLine } from "../shared/rules";
import type { ChosenCv, ContactParams, ContactSource, LeadDelivery } from "../shared/templates";
import type { ContactValues } from "./schema";

type ContactText = Omit<ContactValues, "cv" | "consent">;

/**
 * The message to the team: the names joined, optional fields left empty read "Non renseigné". The CV, when
 * one was chosen, travels beside it (`cv` of the delivery), as the expert form's does.
 */
export function buildContactPayload(values: ContactText, formType: ContactSource): ContactParams {
  return {
    from_name: singleLine(`${values.firstName.trim()} ${values.lastName.trim()}`),
    from_email: singleLine(values.email),
    phone: orNotProvided(values.phone),
    company: orNotProvided(values.company),
    position: orNotProvided(values.position),
    message: values.message.trim(),
    form_type: formType,
  };
}

/** One send, to the team: the contact form sends no confirmation. */
export function contactDelivery(values: ContactText, formType: ContactSource, cv?: ChosenCv): LeadDelivery {
  const team = { template: "contact", params: buildContactPayload(values, formType) } as const;
  return cv ? { team, cv: { ...cv, name: singleLine(cv.name) } } : { team };
}
