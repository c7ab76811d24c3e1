import { CONSENT_EVENTS, type ConsentChoice, consentModeState, readConsent } from "./consent";
import { followConsent } from "./visit-source";

declare global {
  interface Window {
    dataLayer: unknown[];
    gtag: (...args: unknown[]) => void;
  }
}

/**
 * Runs first in <head>, before any other script: defines gtag() and sets every Consent Mode signal to
 * denied. gtag() must push its `arguments` object: Google's tags ignore consent commands pushed as arrays.
 */
export const CONSENT_DEFAULT_SCRIPT = `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag("consent","default",${JSON.stringify(
  { ...consentModeState(null), wait_for_update: 500 },
)});`;

const GTM_ID = import.meta.env.VITE_GTM_ID as string | undefined;

/** Tells the data layer about a choice: Consent Mode update, then the choice's event. */
export function announceConsent(choice: ConsentChoice): void {
  window.gtag("consent", "update", consentModeState(choice));
  window.dataLayer.push({ event: CONSENT_EVENTS[choice] });
  // The visit's source, for the forms' leads: kept with "all", forgotten with "essential" (visit-source.ts).
  followConsent(choice, window.sessionStorage, { href: window.location.href, referrer: document.referrer });
  if (choice === "all") loadTagManager();
}

/** Loads Google Tag Manager once, and only after consent "all" (no id configured: nothing loads). */
function loadTagManager(): void {
  if (!GTM_ID || document.getElementById("gtm-script")) return;
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = "gtm-script";
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(GTM_ID)}`;
  document.head.append(script);
}

/** Tells the data layer about the choice stored on an earlier visit, if any: once per page, at its start. */
export function announceStoredConsent(): void {
  const choice = readConsent(window.localStorage);
  if (choice) announceConsent(choice);
}
