import { describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/rules";
import { EXPERT_APPLICATION_DEFAULTS, ExpertApplicationSchema, type ExpertApplicationValues } from "./schema";

const VALID: ExpertApplicationValues = {
  firstName: "Awa",
  lastName: "Diallo",
  email: "awa.diallo@exemple.fr",
  message: "Développeuse React, disponible en mars.",
  cv: new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" }),
  consent: true,
};

/** The message of the first issue on `field`, or undefined when the field is valid. */
function errorOn(values: Partial<ExpertApplicationValues>, field: keyof ExpertApplicationValues) {
  const result = ExpertApplicationSchema.safeParse({ ...VALID, ...values });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("ExpertApplicationSchema", () => {
  it("accepts a complete application", () => {
    expect(ExpertApplicationSchema.safeParse(VALID).success).toBe(true);
  });

  it("refuses the empty form on every field", () => {
    const result = ExpertApplicationSchema.safeParse(EXPERT_APPLICATION_DEFAULTS);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(new Set(fields)).toEqual(new Set(["firstName", "lastName", "email", "message", "cv", "consent"]));
  });

  it.each([
    ["firstName", { firstName: "" }, MESSAGES.firstName],
    ["firstName", { firstName: " A " }, MESSAGES.firstName],
    ["firstName", { firstName: "A".repeat(101) }, MESSAGES.firstNameTooLong],
    ["lastName", { lastName: "" }, MESSAGES.lastName],
    ["email", { email: "" }, MESSAGES.email],
    ["email", { email: "awa@" }, MESSAGES.email],
    ["message", { message: "   " }, MESSAGES.messageRequired],
    ["message", { message: "Oui" }, undefined],
    ["message", { message: "x".repeat(5000) }, undefined],
    ["message", { message: "x".repeat(5001) }, MESSAGES.messageTooLong],
    ["cv", { cv: null }, MESSAGES.cv],
    ["consent", { consent: false }, MESSAGES.consent],
  ] as const)("%s: %j → %s", (field, values, message) => {
    expect(errorOn(values, field)).toBe(message);
  });
});
