import { describe, expect, it } from "vitest";
import { buildClientConfirmationPayload, buildClientTeamPayload, clientRequestDelivery } from "./payload";

const VALID = {
  firstName: "Claire",
  lastName: "Martin",
  email: "claire.martin@exemple.fr",
  company: "Fintech SAS",
  message: "Un développeur Java senior pour six mois.",
};

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
    const delivery = clientRequestDelivery(text);
    expect(delivery.team.template).toBe("clientTeam");
    expect(delivery.confirmation?.template).toBe("clientConfirmation");
  });
});
