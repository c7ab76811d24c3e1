import { describe, expect, it } from "vitest";
import { buildExpertConfirmationPayload, buildExpertTeamPayload, expertApplicationDelivery } from "./payload";

const text = {
  firstName: " Awa ",
  lastName: "Diallo\n",
  email: "awa.diallo@exemple.fr",
  message: "Ligne 1\nLigne 2 ",
};

describe("expert application payloads", () => {
  it("sends the team the spec's fields; the CV travels beside them, its name on one line", () => {
    expect(buildExpertTeamPayload(text)).toEqual({
      firstName: "Awa",
      lastName: "Diallo",
      email: "awa.diallo@exemple.fr",
      message: "Ligne 1\nLigne 2",
    });
    expect(expertApplicationDelivery(text, { base64: "JVBERi0xLjc=", name: "CV\nAwa.pdf" }).cv).toEqual({
      base64: "JVBERi0xLjc=",
      name: "CV Awa.pdf",
    });
  });

  it("confirms to the applicant with the spec's subject", () => {
    const payload = buildExpertConfirmationPayload(text);
    expect(Object.keys(payload)).toEqual(["from_name", "from_email", "subject", "message"]);
    expect(payload.from_name).toBe("Awa Diallo");
    expect(payload.from_email).toBe("awa.diallo@exemple.fr");
    expect(payload.subject).toBe("Confirmation de votre message à LIF Group");
    expect(payload.message).toMatch(/^Bonjour Awa,/);
    expect(payload.message).toContain("48\u00a0h");
  });

  it("sends to the team, then the confirmation", () => {
    const delivery = expertApplicationDelivery(text, { base64: "QQ==", name: "cv.pdf" });
    expect(delivery.team.template).toBe("expertTeam");
    expect(delivery.confirmation?.template).toBe("expertConfirmation");
  });
});
