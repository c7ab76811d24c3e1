import { orNotProvided, singleLine } from "../shared/rules";
import type { ConsultationParams, ConsultationSource, LeadDelivery } from "../shared/templates";
import type { ConsultationValues } from "./schema";

type ConsultationText = Omit<ConsultationValues, "consent">;

/** The request as the team receives it, with the offer it is about and the page it was sent from. */
export function buildConsultationPayload(
  values: ConsultationText,
  formType: ConsultationSource,
  page: string,
): ConsultationParams {
  return {
    from_name: singleLine(values.fullName),
    from_email: singleLine(values.email),
    company: singleLine(values.company),
    phone: orNotProvided(values.phone),
    message: values.message.trim(),
    form_type: formType,
    page,
  };
}

export function consultationDelivery(
  values: ConsultationText,
  formType: ConsultationSource,
  page: string,
): LeadDelivery {
  return { team: { template: "consultation", params: buildConsultationPayload(values, formType, page) } };
}
