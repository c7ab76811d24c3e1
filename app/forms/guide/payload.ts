import { originOf, VARIANT } from "~/lib/variant";
import { singleLine } from "../shared/rules";
import type { GuideParams, LeadDelivery } from "../shared/templates";
import type { GuideValues } from "./schema";

/** The guide asked for: its title and its file's path on the site. */
export type GuideRequested = { title: string; file: string };

/** The request as the team receives it, with the title of the guide asked for and its download address. */
export function buildGuidePayload(values: GuideValues, guide: GuideRequested): GuideParams {
  return {
    from_name: singleLine(values.fullName),
    from_email: singleLine(values.email),
    company: singleLine(values.company),
    guide: guide.title,
    guide_url: originOf(VARIANT) + guide.file,
  };
}

export function guideDelivery(values: GuideValues, guide: GuideRequested): LeadDelivery {
  return { team: { template: "guide", params: buildGuidePayload(values, guide) } };
}
