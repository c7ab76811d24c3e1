import {
  ISLAND_ATTRIBUTE,
  type IslandName,
  isIslandName,
  LIVE_ATTRIBUTE,
  PREFIX_ATTRIBUTE,
  PROPS_ATTRIBUTE,
} from "~/islands/registry";

/**
 * Finds the page's islands and hydrates each, as its own React root, when it is needed (docs/decisions/017 and
 * 027): when it comes near the screen, or on the visitor's first focus, press or key inside it, whichever is
 * first. The toaster, which only shows how a form's send went, follows the first island that holds a form.
 * This module does not import React: until an island is needed, the page loads none. A form already in the
 * first screen is near it at once, so it hydrates with the page as before.
 * The cookie banner is no island: it is shown without React (app/components/layout/cookie-banner-dom.ts).
 */

/**
 * How far outside the screen an island starts hydrating: one and a half screens above and below, so that a
 * visitor scrolling towards a form finds it live (its code fetched and run while it was still out of sight).
 */
export const NEAR_SCREEN = "150% 0px";

/** A visitor reaching into an island before it came near (a link to a field, the keyboard): hydrate it now. */
export const FIRST_TOUCH = ["focusin", "pointerdown", "keydown"] as const;

/** A task boundary that Playwright's fake clock does not hold back (it fakes timers, not messages). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });

const hydrations = new WeakMap<Element, Promise<void>>();

/**
 * Hydrates one island, once: React, then the island's code, then its root, each in a task of its own so that
 * no single one blocks the page for long (decision 013). Once its root has committed, the island's element
 * carries `data-live` (a form's submit button is enabled at the same moment).
 */
export function hydrateIsland(element: HTMLElement): Promise<void> {
  let hydration = hydrations.get(element);
  if (!hydration) {
    hydration = (async () => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
      if (!isIslandName(name)) throw new Error(`Îlot inconnu : ${name}`);
      await import("react-dom/client");
      await nextTask();
      const { hydrate } = await import("./hydrate");
      await hydrate(element, name, {
        props: JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? "{}"),
        identifierPrefix: element.getAttribute(PREFIX_ATTRIBUTE) ?? "",
        nextTask,
        onLive: () => element.setAttribute(LIVE_ATTRIBUTE, ""),
      });
    })();
    hydrations.set(element, hydration);
  }
  return hydration;
}

/** The page's island of that name, if it has one. */
export function islandNamed(name: IslandName): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`);
}

/**
 * Calls `wake` once, when `element` comes within NEAR_SCREEN of the screen or on the first FIRST_TOUCH event
 * inside it, whichever comes first. An island's element is `display: contents` (it has no box of its own), so
 * its children are what is watched; events still bubble through it.
 */
export function whenNeeded(element: HTMLElement, wake: () => void): void {
  let woken = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wakeOnce();
    },
    { rootMargin: NEAR_SCREEN },
  );
  function wakeOnce() {
    if (woken) return;
    woken = true;
    observer.disconnect();
    for (const type of FIRST_TOUCH) element.removeEventListener(type, wakeOnce, true);
    wake();
  }
  for (const child of element.children) observer.observe(child);
  // Capture: the island hears the event before anything inside it could stop it.
  for (const type of FIRST_TOUCH) element.addEventListener(type, wakeOnce, { capture: true, passive: true });
}

/** Sets every island of the page to hydrate when it is needed; the toaster with the first island holding a form. */
export function hydrateIslands(): void {
  const toaster = islandNamed("toaster");
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    if (element === toaster) continue;
    const holdsForm = element.querySelector("form") !== null;
    whenNeeded(element, () => {
      void hydrateIsland(element);
      // Toasts tell how a form's send went: their live region wakes with the form (once, for the first form).
      if (holdsForm && toaster) void hydrateIsland(toaster);
    });
  }
}
