import { singleLine } from "../shared/rules";
import { type AssessmentParams, LEAD_SOURCES, type LeadDelivery } from "../shared/templates";
import type { AssessmentValues } from "./schema";

/** The form type the team reads to tell an assessment request from other leads. */
const ASSESSMENT_FORM_TYPE = LEAD_SOURCES.assessment[0];

/**
 * The message to the team, sent for real (not simulated). Line breaks are stripped from the single-line
 * fields; the project's description keeps them and travels as `specificNeed`.
 */
export function buildAssessmentPayload(values: AssessmentValues): AssessmentParams {
  return {
    firstName: singleLine(values.firstName),
    lastName: singleLine(values.lastName),
    email: singleLine(values.email),
    specificNeed: values.message.trim(),
    form_type: ASSESSMENT_FORM_TYPE,
  };
}

export function assessmentDelivery(values: AssessmentValues): LeadDelivery {
  return { team: { template: "assessment", params: buildAssessmentPayload(values) } };
}
