import { describe, expect, it } from "vitest";
import { CV_REQUIRED } from "./contact-schema";
import {
  buildExpertConfirmationPayload,
  buildExpertTeamPayload,
  EXPERT_DEFAULTS,
  ExpertApplicationSchema,
  type ExpertApplicationValues,
  expertApplicationSteps,
  REQUIRED_MESSAGE,
} from "./expert-application";
import { MESSAGES } from "./field-schemas";

const cvFile = new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" });
const VALID: ExpertApplicationValues = {
  firstName: "Awa",
  lastName: "Diallo",
  email: "awa.diallo@exemple.fr",
  message: "Développeuse React, disponible en mars.",
  cvFile,
  rgpdConsent: true,
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
    const result = ExpertApplicationSchema.safeParse(EXPERT_DEFAULTS);
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(new Set(fields)).toEqual(
      new Set(["firstName", "lastName", "email", "message", "cvFile", "rgpdConsent"]),
    );
  });

  it.each([
    ["firstName", { firstName: "" }, MESSAGES.firstName],
    ["firstName", { firstName: " A " }, MESSAGES.firstName],
    ["firstName", { firstName: "A".repeat(101) }, MESSAGES.firstNameTooLong],
    ["lastName", { lastName: "" }, MESSAGES.lastName],
    ["email", { email: "" }, MESSAGES.email],
    ["email", { email: "awa@" }, MESSAGES.email],
    ["message", { message: "   " }, REQUIRED_MESSAGE],
    ["message", { message: "x".repeat(5001) }, MESSAGES.messageTooLong],
    ["cvFile", { cvFile: null }, CV_REQUIRED],
    ["rgpdConsent", { rgpdConsent: false }, MESSAGES.gdpr],
  ] as const)("%s: %j → %s", (field, values, message) => {
    expect(errorOn(values, field)).toBe(message);
  });

  it("accepts a message of 5 000 characters", () => {
    expect(errorOn({ message: "x".repeat(5000) }, "message")).toBeUndefined();
  });
});

describe("expert application payloads", () => {
  const text = {
    firstName: " Awa ",
    lastName: "Diallo\n",
    email: "awa.diallo@exemple.fr",
    message: "Ligne 1\nLigne 2 ",
  };

  it("sends the team the spec's fields, the CV as base64 and its name", () => {
    expect(buildExpertTeamPayload(text, { base64: "JVBERi0xLjc=", name: "CV Awa.pdf" })).toEqual({
      firstName: "Awa",
      lastName: "Diallo",
      email: "awa.diallo@exemple.fr",
      message: "Ligne 1\nLigne 2",
      cv_file: "JVBERi0xLjc=",
      cv_name: "CV Awa.pdf",
    });
  });

  it("confirms to the applicant with the spec's subject", () => {
    const payload = buildExpertConfirmationPayload(text);
    expect(Object.keys(payload)).toEqual(["from_name", "from_email", "subject", "message"]);
    expect(payload.from_name).toBe("Awa Diallo");
    expect(payload.from_email).toBe("awa.diallo@exemple.fr");
    expect(payload.subject).toBe("Confirmation de votre message à LIF Group");
    expect(payload.message).toMatch(/^Bonjour Awa,/);
    expect(payload.message).toContain("48h");
  });

  it("sends to the team first, then the confirmation", () => {
    const steps = expertApplicationSteps(text, { base64: "QQ==", name: "cv.pdf" });
    expect(steps.map((step) => step.template)).toEqual(["expertTeam", "expertConfirmation"]);
  });
});
