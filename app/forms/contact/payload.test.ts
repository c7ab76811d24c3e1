import { describe, expect, test } from "vitest";
import { buildContactPayload, contactDelivery } from "./payload";
import { VALID_CONTACT as VALID } from "./test-values";

describe("the contact payload", () => {
  test("optional fields left empty read 'Non renseigné'", () => {
    expect(buildContactPayload(VALID, "contact")).toEqual({
      from_name: "Awa Diop",
      from_email: "awa.diop@exemple.fr",
      phone: "Non renseigné",
      company: "Non renseigné",
      position: "Non renseigné",
      message: "Nous cherchons une équipe de trois développeurs.",
      form_type: "contact",
    });
  });

  test("every field given, single-line fields without line breaks", () => {
    const payload = buildContactPayload(
      {
        ...VALID,
        firstName: " Awa\n",
        lastName: "Diop ",
        email: "awa.diop@exemple.fr\r\n",
        phone: "06 12 34 56 78",
        company: "ACME\nSAS",
        position: "DSI",
        message: "Ligne 1\nLigne 2 ",
      },
      "engagements",
    );
    expect(payload).toEqual({
      from_name: "Awa Diop",
      from_email: "awa.diop@exemple.fr",
      phone: "06 12 34 56 78",
      company: "ACME SAS",
      position: "DSI",
      message: "Ligne 1\nLigne 2",
      form_type: "engagements",
    });
  });

  test("a chosen CV travels beside the message, its name on one line", () => {
    expect(contactDelivery(VALID, "contact", { base64: "JVBERi0=", name: "cv\nawa.pdf" }).cv).toEqual({
      base64: "JVBERi0=",
      name: "cv awa.pdf",
    });
  });

  test("is one send to the contact template, with no confirmation", () => {
    expect(contactDelivery(VALID, "strategie-externalisation-agile")).toEqual({
      team: { template: "contact", params: buildContactPayload(VALID, "strategie-externalisation-agile") },
    });
  });
});
