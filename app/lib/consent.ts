/**
 * The visitor's cookie choice: pure rules over a Storage, so they are unit-tested without a browser.
 * The spec fixes the key and its two values; the date beside it lets us ask again after six months (CNIL).
 */
export const CONSENT_KEY = "cookie_consent";
export const CONSENT_DATE_KEY = "cookie_consent_date";
export const CONSENT_MAX_AGE_MONTHS = 6;

export type ConsentChoice = "all" | "essential";
export type ConsentSignal = "granted" | "denied";

/** The analytics event the data layer receives for each choice. */
export const CONSENT_EVENTS: Readonly<Record<ConsentChoice, string>> = Object.freeze({
  all: "cookie_consent_all",
  essential: "cookie_consent_essential",
});

/** The date after which a choice made on `savedAt` must be asked again. */
export function consentExpiry(savedAt: Date): Date {
  const expiry = new Date(savedAt);
  expiry.setMonth(expiry.getMonth() + CONSENT_MAX_AGE_MONTHS);
  return expiry;
}

/** The stored choice, or null when there is none, it is unreadable, undated or older than six months. */
export function readConsent(storage: Pick<Storage, "getItem">, now: Date = new Date()): ConsentChoice | null {
  const choice = storage.getItem(CONSENT_KEY);
  if (choice !== "all" && choice !== "essential") return null;
  const savedAt = new Date(storage.getItem(CONSENT_DATE_KEY) ?? "");
  if (Number.isNaN(savedAt.getTime()) || consentExpiry(savedAt) <= now) return null;
  return choice;
}

export function writeConsent(
  storage: Pick<Storage, "setItem">,
  choice: ConsentChoice,
  now: Date = new Date(),
): void {
  storage.setItem(CONSENT_KEY, choice);
  storage.setItem(CONSENT_DATE_KEY, now.toISOString());
}

/** Google Consent Mode v2 signals for a choice; `null` (no choice yet) denies everything but security. */
export function consentModeState(choice: ConsentChoice | null): Record<string, ConsentSignal> {
  const analytics: ConsentSignal = choice === "all" ? "granted" : "denied";
  return {
    ad_storage: analytics,
    ad_user_data: analytics,
    ad_personalization: analytics,
    analytics_storage: analytics,
    functionality_storage: "granted",
    personalization_storage: analytics,
    security_storage: "granted",
  };
}
