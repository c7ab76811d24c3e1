import { hydrateIsland, hydrateIslands, islandNamed } from "./browser/islands";
import { dropFailedPicture } from "./components/home/hero-picture";
import { enhanceHeaderMenus } from "./components/layout/disclosures";
import { focusSectionOnFollow } from "./components/legal/section-links";
import { announceStoredConsent } from "./lib/analytics";
import { redirectLegacyUrl } from "./lib/legacy-redirect";

/**
 * The page's script, run once the page has loaded and painted (scripts/hydration-after-load.ts). It imports no
 * React: the page is HTML and CSS, its menus and FAQs native `<details>`. It tells the data layer the stored
 * cookie choice, adds the few behaviours an element marked `data-enhance` lacks, and hydrates the islands the
 * page needs, each as its own React root (docs/decisions/017).
 */

/** The footer's « Gestion des cookies »: shows the banner again, hydrating it first if the page had not. */
function reopenConsentOnClick(button: HTMLElement) {
  button.addEventListener("click", async () => {
    const banner = islandNamed("cookie-banner");
    if (banner) await hydrateIsland(banner);
    const { reopenConsent } = await import("./lib/consent-store");
    reopenConsent();
  });
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
void hydrateIslands();
