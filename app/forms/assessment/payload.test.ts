import { describe, expect, it } from "vitest";
import { assessmentDelivery, buildAssessmentPayload } from "./payload";
import { ASSESSMENT_DEFAULTS } from "./schema";

describe("the assessment payload", () => {
  it("sends the form's fields, the project as specificNeed, and the form type", () => {
    expect(
      buildAssessmentPayload({
        firstName: " Karim\n",
        lastName: "Benali",
        email: "karim.benali@exemple.fr ",
        message: "Équipe de 5 développeurs.\nDonnées de santé : RGPD et NIS2. ",
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
    expect(buildAssessmentPayload({ ...ASSESSMENT_DEFAULTS, firstName: "Karim" }).specificNeed).toBe("");
  });

  it("is one send to the assessment template", () => {
    const delivery = assessmentDelivery(ASSESSMENT_DEFAULTS);
    expect(delivery.team.template).toBe("assessment");
    expect(delivery.confirmation).toBeUndefined();
  });
});
