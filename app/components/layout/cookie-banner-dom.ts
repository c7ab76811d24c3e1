import { ISLAND_ATTRIBUTE } from "~/islands/registry";
import type { ConsentChoice } from "~/lib/consent";
import { chooseConsent, consentState, reopenConsent, subscribeToConsent } from "~/lib/consent-store";
import markup from "./cookie-banner-markup?static-markup";
import { CONSENT_CHOICE_ATTRIBUTE, SKIP_LINK_ID } from "./shell-types";

/**
 * The cookie banner in the browser, without React (docs/decisions/024): its markup is `cookie-banner.tsx`,
 * rendered at build time; this shows it while the consent store says so and hands each button's choice to the
 * store, the one source the office map reads too. The page's script loads this module only when the banner
 * shows: on a visit without a stored choice, or from the footer's « Gestion des cookies ».
 *
 * It covers nothing a visitor reaches (docs/decisions/019): the body's first child, so its buttons are the first
 * Tab stops; its height pads the end of the page and the scroll padding, so a focused element is scrolled clear
 * of it, and lifts the toasts above it (`padFor`). Opened from the footer, it takes the focus; after a choice, the
 * focus goes back where it came from, or to the skip link, the next stop after it, never to the body.
 */

/** The custom property that lifts the toasts above the banner while it shows (app/lib/toast.tsx reads it). */
export const BANNER_HEIGHT_PROPERTY = "--cookie-banner-height";

/**
 * Pads for the banner's height (or takes the padding away), each on the one element that reads it: the end of
 * the page (the body), the scroll padding (the root, over the gap app.css keeps in `--scroll-gap`) and the
 * toasts' offset (the toaster's island). Not a custom property of the root, which every element inherits:
 * changing it made the browser compute the style of the whole page again, a task of about 160 ms on a long page
 * on a slowed phone, the longest the page's scripts caused (decision 027).
 */
function padFor(height: number | null): void {
  const set = (style: CSSStyleDeclaration | undefined, property: string, value: string) =>
    height === null ? style?.removeProperty(property) : style?.setProperty(property, value);
  const px = `${height}px`;
  set(document.body.style, "padding-bottom", px);
  set(document.documentElement.style, "scroll-padding-bottom", `calc(${px} + var(--scroll-gap))`);
  set(
    document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="toaster"]`)?.style,
    BANNER_HEIGHT_PROPERTY,
    px,
  );
}

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

  const observer = new ResizeObserver(() => padFor(banner.offsetHeight));
  observer.observe(banner);
  const state: Shown = {
    banner,
    cameFrom: null,
    remove() {
      observer.disconnect();
      padFor(null);
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
