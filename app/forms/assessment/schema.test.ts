import { describe, expect, it } from "vitest";
import { ASSESSMENT_DEFAULTS, readAssessment } from "./schema";

describe("the assessment request's state", () => {
  it("starts with four empty strings", () => {
    expect(ASSESSMENT_DEFAULTS).toEqual({ firstName: "", lastName: "", email: "", message: "" });
  });

  it.each([
    [
      "every field",
      { firstName: "Karim", lastName: "Benali", email: "k@exemple.fr", message: "Projet" },
      { firstName: "Karim", lastName: "Benali", email: "k@exemple.fr", message: "Projet" },
    ],
    ["no field at all", {}, ASSESSMENT_DEFAULTS],
  ])("is read from the submitted form by field name: %s", (_label, fields, expected) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    expect(readAssessment(data)).toEqual(expected);
  });
});
