import { announceConsent } from "./analytics";
import { type ConsentChoice, readConsent, writeConsent } from "./consent";

/**
 * The visitor's choice for this page: the one source read by the cookie banner (a DOM behaviour without React,
 * app/components/layout/cookie-banner-dom.ts) and by the office map (a React island, through `useConsent`).
 * It imports no React, so a page whose banner shows and that has no form loads none (docs/decisions/024).
 * The stored choice is read on first use; it is told to the data layer once per page by the page's script
 * (`announceStoredConsent`), whether or not anything here is read.
 */
export type ConsentState = {
  choice: ConsentChoice | null;
  /** The banner is shown: no choice is stored yet, or the visitor asked for it again. */
  open: boolean;
  /** The visitor opened the banner (the footer's « Gestion des cookies »), so it takes the focus. */
  asked: boolean;
};

let state: ConsentState | undefined;
const listeners = new Set<() => void>();

function set(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The current choice and whether the banner shows. A new object on every change, the same one otherwise. */
export function consentState(): ConsentState {
  if (!state) {
    const choice = readConsent(window.localStorage);
    state = { choice, open: choice === null, asked: false };
  }
  return state;
}

/** Calls `listener` after every change; returns what stops it. */
export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a choice, tells the data layer (which loads the tags after "all") and closes the banner. */
export function chooseConsent(choice: ConsentChoice): void {
  writeConsent(window.localStorage, choice);
  announceConsent(choice);
  set({ choice, open: false, asked: false });
}

/** The footer's « Gestion des cookies »: shows the banner again with the current choice kept. */
export function reopenConsent(): void {
  set({ choice: consentState().choice, open: true, asked: true });
}
