import type { DeliveryStep } from "./delivery";
import { singleLine } from "./field-schemas";

/** Spec section 3: the assessment request's form state; all strings, initially empty. */
export type AssessmentValues = { firstName: string; lastName: string; email: string; specificNeed: string };

export const EMPTY_ASSESSMENT: AssessmentValues = {
  firstName: "",
  lastName: "",
  email: "",
  specificNeed: "",
};

/** The form type the team reads to tell an assessment request from other leads. */
export const ASSESSMENT_FORM_TYPE = "evaluation-gratuite";

/**
 * The message to the team. The spec only simulates this send; we send it for real (DESIGN.md, Lead delivery).
 * Line breaks are stripped from the single-line fields; the free text keeps them.
 */
export function buildAssessmentPayload(values: AssessmentValues): Record<string, string> {
  return {
    firstName: singleLine(values.firstName),
    lastName: singleLine(values.lastName),
    email: singleLine(values.email),
    specificNeed: values.specificNeed.trim(),
    form_type: ASSESSMENT_FORM_TYPE,
  };
}

export function assessmentSteps(values: AssessmentValues): DeliveryStep[] {
  return [{ template: "assessment", params: buildAssessmentPayload(values) }];
}
