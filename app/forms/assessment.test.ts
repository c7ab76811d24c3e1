import { describe, expect, it } from "vitest";
import { assessmentSteps, buildAssessmentPayload, EMPTY_ASSESSMENT } from "./assessment";

describe("assessment payload", () => {
  it("starts with four empty strings (spec section 3)", () => {
    expect(EMPTY_ASSESSMENT).toEqual({ firstName: "", lastName: "", email: "", specificNeed: "" });
  });

  it("sends the form's fields and its form type", () => {
    expect(
      buildAssessmentPayload({
        firstName: " Karim\n",
        lastName: "Benali",
        email: "karim.benali@exemple.fr ",
        specificNeed: "Équipe de 5 développeurs.\nDonnées de santé : RGPD et NIS2. ",
      }),
    ).toEqual({
      firstName: "Karim",
      lastName: "Benali",
      email: "karim.benali@exemple.fr",
      specificNeed: "Équipe de 5 développeurs.\nDonnées de santé : RGPD et NIS2.",
      form_type: "evaluation-gratuite",
    });
  });

  it("sends an empty need when the optional field is left blank", () => {
    expect(buildAssessmentPayload({ ...EMPTY_ASSESSMENT, firstName: "Karim" }).specificNeed).toBe("");
  });

  it("uses the assessment template, once", () => {
    expect(assessmentSteps(EMPTY_ASSESSMENT).map((step) => step.template)).toEqual(["assessment"]);
  });
});
