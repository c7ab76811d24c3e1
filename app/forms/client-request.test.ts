import { describe, expect, it } from "vitest";
import {
  buildClientConfirmationPayload,
  buildClientTeamPayload,
  CLIENT_DEFAULTS,
  ClientRequestSchema,
  type ClientRequestValues,
  clientRequestSteps,
} from "./client-request";
import { REQUIRED_MESSAGE } from "./expert-application";
import { MESSAGES } from "./field-schemas";

const VALID: ClientRequestValues = {
  firstName: "Claire",
  lastName: "Martin",
  email: "claire.martin@exemple.fr",
  company: "Fintech SAS",
  message: "Un développeur Java senior pour six mois.",
  rgpdConsent: true,
};

function errorOn(values: Partial<ClientRequestValues>, field: keyof ClientRequestValues) {
  const result = ClientRequestSchema.safeParse({ ...VALID, ...values });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("ClientRequestSchema", () => {
  it("accepts a complete request", () => {
    expect(ClientRequestSchema.safeParse(VALID).success).toBe(true);
  });

  it("refuses the empty form on every field", () => {
    const result = ClientRequestSchema.safeParse(CLIENT_DEFAULTS);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(new Set(fields)).toEqual(
      new Set(["firstName", "lastName", "email", "company", "message", "rgpdConsent"]),
    );
  });

  it.each([
    ["firstName", { firstName: "C" }, MESSAGES.firstName],
    ["lastName", { lastName: "" }, MESSAGES.lastName],
    ["email", { email: "claire" }, MESSAGES.email],
    ["company", { company: "  " }, MESSAGES.company],
    ["company", { company: "x".repeat(151) }, MESSAGES.companyTooLong],
    ["message", { message: "" }, REQUIRED_MESSAGE],
    ["message", { message: "x".repeat(100_000) }, MESSAGES.messageTooLong],
    ["rgpdConsent", { rgpdConsent: false }, MESSAGES.gdpr],
  ] as const)("%s: %j → %s", (field, values, message) => {
    expect(errorOn(values, field)).toBe(message);
  });
});

describe("client request payloads", () => {
  const text = { ...VALID, company: "Fintech\r\nSAS", message: " Besoin :\nJava " };

  it("sends the team the spec's fields with the request type", () => {
    expect(buildClientTeamPayload(text)).toEqual({
      firstName: "Claire",
      lastName: "Martin",
      email: "claire.martin@exemple.fr",
      company: "Fintech SAS",
      message: "Besoin :\nJava",
      type: "Demande client LIF Talent",
    });
  });

  it("confirms with the first name and the e-mail only", () => {
    expect(buildClientConfirmationPayload(text)).toEqual({
      firstName: "Claire",
      email: "claire.martin@exemple.fr",
    });
  });

  it("sends to the team first, then the confirmation", () => {
    expect(clientRequestSteps(text).map((step) => step.template)).toEqual([
      "clientTeam",
      "clientConfirmation",
    ]);
  });
});
