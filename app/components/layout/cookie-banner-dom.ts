import type { ConsentChoice } from "~/lib/consent";
import { chooseConsent, consentState, reopenConsent, subscribeToConsent } from "~/lib/consent-store";
import markup from "./cookie-banner?static-markup";
import { CONSENT_CHOICE_ATTRIBUTE, SKIP_LINK_ID } from "./shell-types";

/**
 * The cookie banner in the browser, without React (docs/decisions/024): its markup is `cookie-banner.tsx`,
 * rendered at build time; this shows it while the consent store says so and hands each button's choice to the
 * store, the one source the office map reads too. The page's script loads this module only when the banner
 * shows: on a visit without a stored choice, or from the footer's « Gestion des cookies ».
 *
 * It covers nothing a visitor reaches (docs/decisions/019): the body's first child, so its buttons are the first
 * Tab stops; its height, kept in `--cookie-banner-height`, pads the end of the page and the scroll padding, so
 * a focused element is scrolled clear of it. Opened from the footer, it takes the focus; after a choice, the
 * focus goes back where it came from, or to the skip link, the next stop after it, never to the body.
 */

/** The root element's custom property that holds the banner's height while it shows (app.css reads it). */
export const BANNER_HEIGHT_PROPERTY = "--cookie-banner-height";

type Shown = {
  banner: HTMLElement;
  /** The element outside the banner the focus last came from: where it goes back after a choice. */
  cameFrom: HTMLElement | null;
  remove: () => void;
};

let shown: Shown | null = null;
let started = false;

/** Makes the banner follow the consent store from now on: shown while the store says so. Once per page. */
export function startCookieBanner(): void {
  if (started) return;
  started = true;
  subscribeToConsent(followStore);
  followStore();
}

/** The footer's « Gestion des cookies »: shows the banner again and gives it the focus. */
export function reopenCookieBanner(): void {
  startCookieBanner();
  reopenConsent();
}

function followStore(): void {
  const { open, asked } = consentState();
  if (!open) {
    shown?.remove();
    shown = null;
    return;
  }
  shown ??= show();
  if (asked) shown.banner.focus();
}

/** Puts a new banner at the start of the body, with its buttons, its focus tracking and its height. */
function show(): Shown {
  const template = document.createElement("template");
  template.innerHTML = markup;
  const banner = template.content.firstElementChild;
  if (!(banner instanceof HTMLElement)) throw new Error("Bandeau cookies : balisage vide.");
  document.body.prepend(banner);

  const root = document.documentElement;
  const observer = new ResizeObserver(() =>
    root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${banner.offsetHeight}px`),
  );
  observer.observe(banner);
  const state: Shown = {
    banner,
    cameFrom: null,
    remove() {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
      banner.remove();
    },
  };

  banner.addEventListener("focusin", (event) => {
    const from = event.relatedTarget;
    // The body is where nothing had the focus (some engines name it): going back there would lose the focus.
    if (from instanceof HTMLElement && from !== document.body && !banner.contains(from))
      state.cameFrom = from;
  });
  for (const button of banner.querySelectorAll<HTMLButtonElement>(`[${CONSENT_CHOICE_ATTRIBUTE}]`)) {
    const choice = button.getAttribute(CONSENT_CHOICE_ATTRIBUTE);
    if (choice !== "all" && choice !== "essential") throw new Error(`Choix de cookies inconnu : ${choice}`);
    button.addEventListener("click", () => choose(state, choice));
  }
  return state;
}

/** Stores the choice (the store then removes the banner) and puts the focus back on the page. */
function choose({ banner, cameFrom }: Shown, choice: ConsentChoice): void {
  const focused = document.activeElement;
  const focusWasHere = !focused || focused === document.body || banner.contains(focused);
  chooseConsent(choice);
  if (focusWasHere) focusAfterChoice(cameFrom);
}

/**
 * Where the focus goes once the banner is gone: the element it came from (the footer's button that reopened
 * it, or wherever the visitor tabbed in from), else the skip link, the stop that follows the banner.
 */
function focusAfterChoice(cameFrom: HTMLElement | null): void {
  if (cameFrom?.isConnected) {
    cameFrom.focus();
    if (document.activeElement === cameFrom) return;
  }
  document.getElementById(SKIP_LINK_ID)?.focus();
}
