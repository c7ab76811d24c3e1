import type { FieldName } from "../shared/use-fields";

/**
 * The assessment request: all strings, initially empty. The browser validates it (native `required` on the
 * names and the e-mail, `type="email"`), so it has no zod schema; `message` (the project) is optional.
 */
export type AssessmentValues = Record<
  Extract<FieldName, "firstName" | "lastName" | "email" | "message">,
  string
>;

export const ASSESSMENT_DEFAULTS: AssessmentValues = {
  firstName: "",
  lastName: "",
  email: "",
  message: "",
};

/** Reads the request from the submitted form, by the fields' names. */
export function readAssessment(data: FormData): AssessmentValues {
  const value = (name: keyof AssessmentValues) => String(data.get(name) ?? "");
  return {
    firstName: value("firstName"),
    lastName: value("lastName"),
    email: value("email"),
    message: value("message"),
  };
}
