import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

const sdk = vi.hoisted(() => {
  class EmailJSResponseStatus {
    constructor(
      public status = 0,
      public text = "Network Error",
    ) {}
  }
  return { init: vi.fn(), send: vi.fn(), EmailJSResponseStatus };
});
vi.mock("@emailjs/browser", () => ({
  default: { init: sdk.init, send: sdk.send },
  init: sdk.init,
  send: sdk.send,
  EmailJSResponseStatus: sdk.EmailJSResponseStatus,
}));

import { deliver, deliverLead, missingKeyFields, SEND_SPACING_MS, toFailure } from "./delivery";
import type { ContactParams, ExpertConfirmationParams, LeadDelivery } from "./templates";

const { EmailJSResponseStatus } = sdk;
const OK = new EmailJSResponseStatus(200, "OK");
const PARAMS: ContactParams = {
  from_name: "Awa Diop",
  from_email: "awa@exemple.fr",
  phone: "Non renseigné",
  company: "ACME",
  position: "Non renseigné",
  message: "Bonjour, un projet.",
  form_type: "contact",
};
const CONFIRMATION: ExpertConfirmationParams = {
  from_name: "Awa Diop",
  from_email: "awa@exemple.fr",
  subject: "Confirmation de votre message à LIF Group",
  message: "Bonjour Awa,",
};

beforeEach(() => {
  sdk.send.mockReset();
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("the SDK's failure shapes become one result", () => {
  test.each([
    [
      "an HTTP 413",
      new EmailJSResponseStatus(413, "Variables size limit"),
      { ok: false, reason: "too-large", status: 413 },
    ],
    [
      "an HTTP 429",
      new EmailJSResponseStatus(429, "Too Many Requests"),
      { ok: false, reason: "rate-limited", status: 429 },
    ],
    [
      "an HTTP 500",
      new EmailJSResponseStatus(500, "Server error"),
      { ok: false, reason: "rejected", status: 500 },
    ],
    [
      "an HTTP 400",
      new EmailJSResponseStatus(400, "Bad template"),
      { ok: false, reason: "rejected", status: 400 },
    ],
    ["a status 0", new EmailJSResponseStatus(), { ok: false, reason: "network", status: 0 }],
    ["a TypeError (network down)", new TypeError("Failed to fetch"), { ok: false, reason: "network" }],
    ["a string (missing id)", "The template ID is required.", { ok: false, reason: "config" }],
    ["anything else", new Error("?"), { ok: false, reason: "rejected" }],
  ])("%s", (_label, error, expected) => {
    expect(toFailure(error)).toEqual(expected);
  });
});

describe("deliver", () => {
  test("sends to the local sink's ids when no key is configured, and logs the payload", async () => {
    sdk.send.mockResolvedValue(OK);
    await expect(deliver("contact", PARAMS)).resolves.toEqual({ ok: true });
    expect(sdk.init).toHaveBeenCalledWith({ publicKey: "local-public-key" }, window.location.origin);
    expect(sdk.send).toHaveBeenCalledWith("local-service", "local-contact", PARAMS);
    expect(console.info).toHaveBeenCalledWith("[delivery] contact", PARAMS);
    expect(console.warn).not.toHaveBeenCalled();
  });

  test("uses the configured ids and EmailJS's own origin when a key is set", async () => {
    vi.stubEnv("VITE_EMAILJS_PUBLIC_KEY", "pk_123");
    vi.stubEnv("VITE_EMAILJS_SERVICE_ID", "service_abc");
    vi.stubEnv("VITE_EMAILJS_TEMPLATE_EXPERT_CONFIRMATION", "template_conf");
    sdk.send.mockResolvedValue(OK);
    await deliver("expertConfirmation", CONFIRMATION);
    expect(sdk.init).toHaveBeenLastCalledWith({ publicKey: "pk_123" }, undefined);
    expect(sdk.send).toHaveBeenCalledWith("service_abc", "template_conf", CONFIRMATION);
  });

  test("never throws: a rejection comes back as a result and is logged as a warning", async () => {
    sdk.send.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(deliver("contact", PARAMS)).resolves.toEqual({ ok: false, reason: "network" });
    expect(console.warn).toHaveBeenCalled();
  });

  test("a CV too big for the service is reported as too-large", async () => {
    sdk.send.mockRejectedValue(new EmailJSResponseStatus(413, "Variables size limit"));
    await expect(deliver("contact", { ...PARAMS, cv_file: "QUJD" })).resolves.toEqual({
      ok: false,
      reason: "too-large",
      status: 413,
    });
  });

  test("a 429 is retried once after a pause", async () => {
    vi.useFakeTimers();
    sdk.send
      .mockRejectedValueOnce(new EmailJSResponseStatus(429, "Too Many Requests"))
      .mockResolvedValueOnce(OK);
    const pending = deliver("contact", PARAMS);
    await vi.advanceTimersByTimeAsync(1100);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(sdk.send).toHaveBeenCalledTimes(2);
  });

  test("a second 429 gives up", async () => {
    vi.useFakeTimers();
    sdk.send.mockRejectedValue(new EmailJSResponseStatus(429, "Too Many Requests"));
    const pending = deliver("contact", PARAMS);
    await vi.advanceTimersByTimeAsync(1100);
    await expect(pending).resolves.toEqual({ ok: false, reason: "rate-limited", status: 429 });
    expect(sdk.send).toHaveBeenCalledTimes(2);
  });

  test("warns when the e-mail, the first name or the message is missing", async () => {
    sdk.send.mockResolvedValue(OK);
    await deliver("clientConfirmation", { firstName: "Awa", email: "awa@exemple.fr" });
    expect(console.warn).toHaveBeenCalledWith("[delivery] clientConfirmation: champs absents du message", [
      "message",
    ]);
  });

  test.each([
    [{ email: "a@b.fr", firstName: "A", message: "m" }, []],
    [{ from_email: "a@b.fr", from_name: "A", message: "m" }, []],
    [{}, ["email", "firstName", "message"]],
  ])("missing key fields of %j: %j", (params, expected) => {
    expect(missingKeyFields(params)).toEqual(expected);
  });
});

describe("deliver is typed per template", () => {
  test("a payload built for another template fails tsc", () => {
    sdk.send.mockResolvedValue(OK);
    // @ts-expect-error the contact template has no `subject` and needs `phone`, `company`, `form_type`…
    void deliver("contact", CONFIRMATION);
    // @ts-expect-error a lead source that does not exist
    void deliver("contact", { ...PARAMS, form_type: "page-inconnue" });
    // @ts-expect-error a misspelt field
    void deliver("clientConfirmation", { firstName: "Awa", mail: "awa@exemple.fr" });
    expect(sdk.send).toHaveBeenCalledTimes(3);
  });
});

describe("deliverLead", () => {
  const EXPERT: LeadDelivery = {
    team: {
      template: "expertTeam",
      params: {
        firstName: "Awa",
        lastName: "Diop",
        email: "awa@exemple.fr",
        message: "Bonjour",
      },
    },
    confirmation: { template: "expertConfirmation", params: CONFIRMATION },
    cv: { name: "cv.pdf", base64: "QUJD" },
  };
  const STAMP = {
    lead_ref: "LIF-7K3Q-9P",
    source_page: "https://www.lif-group.fr/lif-talent/expert-it",
    source_site: "France (www.lif-group.fr)",
    source_visit: "Non conservée (mesure d’audience non acceptée)",
  };
  const TEAM_SENT = { ...EXPERT.team.params, ...STAMP, cv_file: "QUJD", cv_name: "cv.pdf" };
  const SENT = { ok: true, cvLeftOut: false };

  test("sends the confirmation only after the team message, at least a second later", async () => {
    vi.useFakeTimers();
    const sentAt: number[] = [];
    sdk.send.mockImplementation(async () => {
      sentAt.push(Date.now());
      return OK;
    });
    const pending = deliverLead(EXPERT, { stamp: STAMP });
    await vi.advanceTimersByTimeAsync(SEND_SPACING_MS);
    await expect(pending).resolves.toEqual(SENT);
    expect(sdk.send.mock.calls.map((call) => call[1])).toEqual([
      "local-expertTeam",
      "local-expertConfirmation",
    ]);
    expect(sdk.send.mock.calls[0]?.[2]).toEqual(TEAM_SENT);
    expect(sdk.send.mock.calls[1]?.[2]).toEqual({ ...CONFIRMATION, lead_ref: STAMP.lead_ref, cv_note: "" });
    expect((sentAt[1] ?? 0) - (sentAt[0] ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  test("stops at the first failure: no confirmation for a message the team never got", async () => {
    sdk.send.mockRejectedValueOnce(new EmailJSResponseStatus(500, "KO"));
    await expect(deliverLead(EXPERT, { stamp: STAMP })).resolves.toEqual({
      ok: false,
      reason: "rejected",
      status: 500,
    });
    expect(sdk.send).toHaveBeenCalledTimes(1);
  });

  test("reports success when only the confirmation fails: the team has the lead, resending would duplicate it", async () => {
    vi.useFakeTimers();
    sdk.send.mockResolvedValueOnce(OK).mockRejectedValueOnce(new EmailJSResponseStatus(500, "KO"));
    const pending = deliverLead(EXPERT, { stamp: STAMP });
    await vi.advanceTimersByTimeAsync(SEND_SPACING_MS);
    await expect(pending).resolves.toEqual(SENT);
    expect(sdk.send).toHaveBeenCalledTimes(2);
  });

  test("a CV the service refuses as too large is left out: the application goes again without it, a second later", async () => {
    vi.useFakeTimers();
    const sentAt: number[] = [];
    sdk.send.mockImplementationOnce(async () => {
      sentAt.push(Date.now());
      throw new EmailJSResponseStatus(413, "Variables size limit");
    });
    sdk.send.mockImplementation(async () => {
      sentAt.push(Date.now());
      return OK;
    });
    const pending = deliverLead(EXPERT, { stamp: STAMP });
    await vi.advanceTimersByTimeAsync(3 * SEND_SPACING_MS);
    await expect(pending).resolves.toEqual({ ok: true, cvLeftOut: true });
    expect(sdk.send).toHaveBeenCalledTimes(3);
    const retried = sdk.send.mock.calls[1]?.[2] as Record<string, string>;
    expect(retried).not.toHaveProperty("cv_file");
    expect(retried).toMatchObject({ cv_name: "cv.pdf", lead_ref: STAMP.lead_ref });
    expect(retried.cv_note).toMatch(/non joint.*e-mail de confirmation/);
    const confirmation = sdk.send.mock.calls[2]?.[2] as Record<string, string>;
    expect(confirmation.cv_note).toMatch(/Répondez à cet e-mail en y joignant votre CV/);
    expect(confirmation.cv_note).toContain(STAMP.lead_ref);
    expect((sentAt[1] ?? 0) - (sentAt[0] ?? 0)).toBeGreaterThanOrEqual(1000);
    expect((sentAt[2] ?? 0) - (sentAt[1] ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  test("a CV over the plan's attachment size goes as a note from the start", async () => {
    vi.useFakeTimers();
    sdk.send.mockResolvedValue(OK);
    const pending = deliverLead({ ...EXPERT, cv: { name: "cv.pdf" } }, { stamp: STAMP });
    await vi.advanceTimersByTimeAsync(SEND_SPACING_MS);
    await expect(pending).resolves.toEqual({ ok: true, cvLeftOut: true });
    expect(sdk.send).toHaveBeenCalledTimes(2);
    expect(sdk.send.mock.calls[0]?.[2]).not.toHaveProperty("cv_file");
  });

  test("a lead suspected of spam reaches the team flagged, and no confirmation is sent", async () => {
    sdk.send.mockResolvedValue(OK);
    await expect(deliverLead(EXPERT, { spamSuspected: true, stamp: STAMP })).resolves.toEqual(SENT);
    expect(sdk.send).toHaveBeenCalledTimes(1);
    expect(sdk.send).toHaveBeenCalledWith("local-service", "local-expertTeam", {
      ...TEAM_SENT,
      spam_suspected: "[Spam suspecté]",
    });
  });

  test("a flagged lead that fails is a failure", async () => {
    sdk.send.mockRejectedValue(new EmailJSResponseStatus(500, "KO"));
    await expect(deliverLead(EXPERT, { spamSuspected: true, stamp: STAMP })).resolves.toEqual({
      ok: false,
      reason: "rejected",
      status: 500,
    });
  });

  test("a lead with no confirmation is one send", async () => {
    sdk.send.mockResolvedValue(OK);
    await deliverLead({ team: { template: "contact", params: PARAMS } }, { stamp: STAMP });
    expect(sdk.send).toHaveBeenCalledTimes(1);
    expect(sdk.send).toHaveBeenCalledWith("local-service", "local-contact", { ...PARAMS, ...STAMP });
  });
});
