import { singleLine } from "../shared/rules";
import type { GuideParams, LeadDelivery } from "../shared/templates";
import type { GuideValues } from "./schema";

/** The request as the team receives it, with the title of the guide asked for. */
export function buildGuidePayload(values: GuideValues, guide: string): GuideParams {
  return {
    from_name: singleLine(values.fullName),
    from_email: singleLine(values.email),
    company: singleLine(values.company),
    guide,
  };
}

export function guideDelivery(values: GuideValues, guide: string): LeadDelivery {
  return { team: { template: "guide", params: buildGuidePayload(values, guide) } };
}
