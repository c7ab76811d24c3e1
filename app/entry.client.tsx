import { hydrateIslands } from "./browser/islands";
import { dropFailedPicture } from "./components/home/hero-picture";
import { enhanceHeaderMenus } from "./components/layout/disclosures";
import { focusSectionOnFollow } from "./components/legal/section-links";
import { announceStoredConsent } from "./lib/analytics";
import { readConsent } from "./lib/consent";
import { redirectLegacyUrl } from "./lib/legacy-redirect";

/**
 * The page's script, run once the page has loaded and painted (scripts/hydration-after-load.ts). It imports no
 * React: the page is HTML and CSS, its menus and FAQs native `<details>`. It tells the data layer the stored
 * cookie choice, shows the cookie banner when no choice is stored, adds the few behaviours an element marked
 * `data-enhance` lacks, and hydrates the islands the page needs, each as its own React root (docs/decisions/017).
 */

/** The cookie banner's behaviour, without React (docs/decisions/024): loaded only when the banner shows. */
const cookieBanner = () => import("./components/layout/cookie-banner-dom");

/** The footer's « Gestion des cookies »: shows the banner again, loading it first if the page had not. */
function reopenConsentOnClick(button: HTMLElement) {
  button.addEventListener("click", async () => (await cookieBanner()).reopenCookieBanner());
}

/** What each `data-enhance` value adds to its element. */
const ENHANCEMENTS: Record<string, (element: HTMLElement) => void> = {
  "header-menus": enhanceHeaderMenus,
  "section-links": focusSectionOnFollow,
  "hero-image": dropFailedPicture,
  "legacy-redirect": redirectLegacyUrl,
  "consent-reopen": reopenConsentOnClick,
};

announceStoredConsent();
for (const element of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
  const enhance = ENHANCEMENTS[element.dataset.enhance ?? ""];
  if (enhance) enhance(element);
  else console.error(`Comportement inconnu : ${element.dataset.enhance}`);
}
// A first visit, or a choice older than six months: the banner asks.
if (readConsent(window.localStorage) === null)
  void cookieBanner().then((banner) => banner.startCookieBanner());
void hydrateIslands();
