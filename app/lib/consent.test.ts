import {
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  consentExpiry,
  consentModeState,
  readConsent,
  writeConsent,
} from "./consent";

function memoryStorage(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const NOW = new Date("2026-11-21T10:00:00.000Z");

describe("consent storage", () => {
  it.each(["all", "essential"] as const)("stores %s under cookie_consent with its date", (choice) => {
    const storage = memoryStorage();
    writeConsent(storage, choice, NOW);
    expect(Object.fromEntries(storage.data)).toEqual({
      [CONSENT_KEY]: choice,
      [CONSENT_DATE_KEY]: "2026-11-21T10:00:00.000Z",
    });
    expect(readConsent(storage, NOW)).toBe(choice);
  });

  it.each([
    ["nothing stored", {}],
    ["an unknown value", { [CONSENT_KEY]: "maybe", [CONSENT_DATE_KEY]: NOW.toISOString() }],
    ["an undated choice", { [CONSENT_KEY]: "all" }],
    ["an unreadable date", { [CONSENT_KEY]: "all", [CONSENT_DATE_KEY]: "hier" }],
    ["a choice six months old", { [CONSENT_KEY]: "all", [CONSENT_DATE_KEY]: "2026-05-21T10:00:00.000Z" }],
  ])("asks again with %s", (_, entries) => {
    expect(readConsent(memoryStorage(entries), NOW)).toBeNull();
  });

  it("keeps a choice made just under six months ago", () => {
    const storage = memoryStorage({
      [CONSENT_KEY]: "essential",
      [CONSENT_DATE_KEY]: "2026-05-21T10:00:01.000Z",
    });
    expect(readConsent(storage, NOW)).toBe("essential");
  });

  it("expires a choice six calendar months after it was made", () => {
    expect(consentExpiry(new Date("2026-01-15T00:00:00.000Z")).toISOString()).toBe(
      "2026-07-15T00:00:00.000Z",
    );
  });
});

describe("Consent Mode signals", () => {
  it("denies everything but security and functionality before a choice", () => {
    expect(consentModeState(null)).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "granted",
      personalization_storage: "denied",
      security_storage: "granted",
    });
  });

  it("keeps them denied for the essential choice", () => {
    expect(consentModeState("essential")).toEqual(consentModeState(null));
  });

  it("grants them all for the full choice", () => {
    expect(Object.values(consentModeState("all")).every((signal) => signal === "granted")).toBe(true);
  });
});
