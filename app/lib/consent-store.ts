import { useSyncExternalStore } from "react";
import { announceConsent } from "./analytics";
import { type ConsentChoice, readConsent, writeConsent } from "./consent";

/**
 * The visitor's choice as React state shared by the banner and the map placeholder, two islands of their own.
 * The server snapshot is "unknown", so prerendered HTML is the same for everyone and the banner appears
 * only after hydration. A stored choice is told to the data layer once per page, by the page's script
 * (`announceStoredConsent`), whether or not an island reads it.
 */
type ConsentState =
  | { status: "unknown" }
  /** `asked`: the visitor opened the banner (the footer's link), so it takes the focus. */
  | { status: "known"; choice: ConsentChoice | null; open: boolean; asked: boolean };

const UNKNOWN: ConsentState = { status: "unknown" };
let state: ConsentState = UNKNOWN;
const listeners = new Set<() => void>();

function set(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.status === "unknown") {
    const choice = readConsent(window.localStorage);
    set({ status: "known", choice, open: choice === null, asked: false });
  }
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  );
}

export function chooseConsent(choice: ConsentChoice): void {
  writeConsent(window.localStorage, choice);
  announceConsent(choice);
  set({ status: "known", choice, open: false, asked: false });
}

/** The footer's "Gestion des cookies" link: shows the banner again with the current choice kept. */
export function reopenConsent(): void {
  const choice = state.status === "known" ? state.choice : readConsent(window.localStorage);
  set({ status: "known", choice, open: true, asked: true });
}
