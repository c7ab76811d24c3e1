import { useSyncExternalStore } from "react";
import { type ConsentState, consentState, subscribeToConsent } from "./consent-store";

/**
 * The consent store as React state, for an island that reads the choice (the office map). `undefined` on the
 * server and while hydrating, so the prerendered HTML is the same for every visitor; the stored choice
 * follows at once, and every later choice made in the banner as it is made.
 */
export function useConsent(): ConsentState | undefined {
  return useSyncExternalStore(subscribeToConsent, consentState, () => undefined);
}
