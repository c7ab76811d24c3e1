import { describe, expect, test } from "vitest";
import { buildConsultationPayload, consultationDelivery } from "./payload";
import { CONSULTATION_DEFAULTS } from "./schema";

const VALUES = {
  ...CONSULTATION_DEFAULTS,
  fullName: "Awa\nDiop",
  email: "awa@exemple.fr",
  company: "ACME",
  message: "Besoin ",
};

describe("the consultation payload", () => {
  test("single-line fields without line breaks, an empty phone 'Non renseigné', the offer and the page", () => {
    expect(buildConsultationPayload(VALUES, "nos-services", "/services/lif-shore/nos-services")).toEqual({
      from_name: "Awa Diop",
      from_email: "awa@exemple.fr",
      company: "ACME",
      phone: "Non renseigné",
      message: "Besoin",
      form_type: "nos-services",
      page: "/services/lif-shore/nos-services",
    });
  });

  test("is one send to the consultation template", () => {
    const delivery = consultationDelivery(VALUES, "lif-shore", "/services/lif-shore");
    expect(delivery.team.template).toBe("consultation");
    expect(delivery.confirmation).toBeUndefined();
  });
});
