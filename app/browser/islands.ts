import {
  ISLAND_ATTRIBUTE,
  type IslandName,
  isIslandName,
  PREFIX_ATTRIBUTE,
  PROPS_ATTRIBUTE,
} from "~/islands/registry";

/**
 * Finds the page's islands and hydrates those it needs now, each as its own React root (docs/decisions/017).
 * This module does not import React: a page whose islands all wait (a page without a form) loads no React at
 * all. The cookie banner is no island: it is shown without React (app/components/layout/cookie-banner-dom.ts).
 */

/** Islands hydrated with the page only when they have something to do; every other island always is. */
const NEEDED_NOW: Partial<Record<IslandName, () => boolean>> = {
  // Toasts tell how a form's sending went: only a page with a form needs them.
  toaster: () => document.querySelector(`[${ISLAND_ATTRIBUTE}] form`) !== null,
};

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
 * no single one blocks the page for long (decision 013).
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

/** Hydrates, in the page's order, every island the page needs now. */
export async function hydrateIslands(): Promise<void> {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    const needed = isIslandName(name) ? (NEEDED_NOW[name]?.() ?? true) : true;
    if (needed) await hydrateIsland(element);
  }
}
