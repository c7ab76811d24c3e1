import { describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/rules";
import { CLIENT_REQUEST_DEFAULTS, ClientRequestSchema, type ClientRequestValues } from "./schema";

const VALID: ClientRequestValues = {
  firstName: "Claire",
  lastName: "Martin",
  email: "claire.martin@exemple.fr",
  company: "Fintech SAS",
  message: "Un développeur Java senior pour six mois.",
  consent: true,
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
    const result = ClientRequestSchema.safeParse(CLIENT_REQUEST_DEFAULTS);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(new Set(fields)).toEqual(
      new Set(["firstName", "lastName", "email", "company", "message", "consent"]),
    );
  });

  it.each([
    ["firstName", { firstName: "C" }, MESSAGES.firstName],
    ["lastName", { lastName: "" }, MESSAGES.lastName],
    ["email", { email: "claire" }, MESSAGES.email],
    ["company", { company: "  " }, MESSAGES.company],
    ["company", { company: "x".repeat(151) }, MESSAGES.companyTooLong],
    ["message", { message: "" }, MESSAGES.messageRequired],
    ["message", { message: "x".repeat(100_000) }, MESSAGES.messageTooLong],
    ["consent", { consent: false }, MESSAGES.consent],
  ] as const)("%s: %j → %s", (field, values, message) => {
    expect(errorOn(values, field)).toBe(message);
  });
});
