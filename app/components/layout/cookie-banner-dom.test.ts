import { act, renderHook } from "@testing-library/react";
import { CONSENT_DATE_KEY, CONSENT_KEY } from "~/lib/consent";
import { VISIT_SOURCE_KEY } from "~/lib/visit-source";
import { SKIP_LINK_ID } from "./shell-types";

/**
 * The banner's behaviour without React, on the markup the build renders from cookie-banner.tsx (the
 * `?static-markup` plugin runs in the unit tests too). Each test loads the modules anew: the consent store and
 * the banner keep their state at module level, once per page.
 */

/** Every ResizeObserver the banner makes, to play the browser's part. */
const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
class FakeResizeObserver {
  readonly record: { callback: ResizeObserverCallback; targets: Element[] };
  constructor(callback: ResizeObserverCallback) {
    this.record = { callback, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.targets = [];
  }
  unobserve() {}
}

/** The page around the banner: the header's skip link, a main link and the footer's « Gestion des cookies ». */
function page() {
  document.body.innerHTML = `
    <a id="${SKIP_LINK_ID}" href="#contenu">Aller au contenu</a>
    <main id="contenu"><a href="/contact">Contact</a></main>
    <footer><button type="button" data-enhance="consent-reopen">Gestion des cookies</button></footer>`;
}

const banner = () => document.querySelector<HTMLElement>("section[aria-labelledby]");
const button = (name: string) =>
  [...(banner()?.querySelectorAll("button") ?? [])].find((candidate) => candidate.textContent === name);
const footerButton = () => document.querySelector<HTMLButtonElement>("footer button");

async function load() {
  vi.resetModules();
  const dom = await import("./cookie-banner-dom");
  const { useConsent } = await import("~/lib/use-consent");
  return { ...dom, useConsent };
}

beforeEach(() => {
  page();
  observers.length = 0;
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
  window.gtag = (...args: unknown[]) => window.dataLayer.push(args);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("style");
});

describe("cookie banner, without React", () => {
  it("shows the build-time markup, with the spec's copy, as the body's first child when no choice is stored", async () => {
    const { startCookieBanner } = await load();
    startCookieBanner();
    const section = banner();
    expect(document.body.firstElementChild).toBe(section);
    expect(section?.querySelector("h2")?.textContent).toBe("Vos cookies, votre choix");
    expect(section?.getAttribute("aria-labelledby")).toBe(section?.querySelector("h2")?.id);
    expect(section?.querySelector("p")?.textContent).toBe(
      "Mesure d’audience seulement avec votre accord. Politique de confidentialité",
    );
    expect(section?.querySelector("a")?.getAttribute("href")).toBe("/politique-confidentialite");
    expect([...(section?.querySelectorAll("button") ?? [])].map((choice) => choice.textContent)).toEqual([
      "Accepter l’essentiel",
      "Accepter tout",
    ]);
    // Decision 019: hidden in print; the buttons keep a border in a forced-colours theme; the bar can take
    // the focus when opened from the footer.
    expect(section?.classList).toContain("print:hidden");
    expect(button("Accepter tout")?.classList).toContain("forced-colors:border");
    expect(section?.tabIndex).toBe(-1);
    // Not asked for: the focus stays where the visitor is.
    expect(document.activeElement).toBe(document.body);
  });

  it("pads the page, the scroll padding and the toasts for its height while it shows, and not after a choice", async () => {
    document.body.insertAdjacentHTML("beforeend", '<div data-island="toaster"></div>');
    const toaster = document.querySelector<HTMLElement>('[data-island="toaster"]');
    const { startCookieBanner, BANNER_HEIGHT_PROPERTY } = await load();
    startCookieBanner();
    const section = banner() as HTMLElement;
    const [observer] = observers;
    expect(observer?.targets).toEqual([section]);
    Object.defineProperty(section, "offsetHeight", { value: 104 });
    observer?.callback([], {} as ResizeObserver);
    const root = document.documentElement.style;
    expect(document.body.style.paddingBottom).toBe("104px");
    expect(root.getPropertyValue("scroll-padding-bottom")).toBe("calc(104px + var(--scroll-gap))");
    expect(toaster?.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe("104px");
    // Never on the root, whose custom properties every element inherits (the whole page's style recomputed).
    expect(root.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe("");
    button("Accepter l’essentiel")?.click();
    expect(document.body.style.paddingBottom).toBe("");
    expect(root.getPropertyValue("scroll-padding-bottom")).toBe("");
    expect(toaster?.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe("");
    expect(observer?.targets).toEqual([]);
    toaster?.remove();
  });

  it.each([
    { name: "Accepter tout", stored: "all", event: "cookie_consent_all", analytics: "granted", source: true },
    {
      name: "Accepter l’essentiel",
      stored: "essential",
      event: "cookie_consent_essential",
      analytics: "denied",
      source: false,
    },
  ])(
    "« $name » stores $stored, tells the data layer, keeps the visit's source for the forms only with all, and closes",
    async ({ name, stored, event, analytics, source }) => {
      const { startCookieBanner } = await load();
      startCookieBanner();
      button(name)?.focus();
      button(name)?.click();
      expect(localStorage.getItem(CONSENT_KEY)).toBe(stored);
      expect(localStorage.getItem(CONSENT_DATE_KEY)).not.toBeNull();
      expect(window.dataLayer).toContainEqual([
        "consent",
        "update",
        expect.objectContaining({ analytics_storage: analytics }),
      ]);
      expect(window.dataLayer).toContainEqual({ event });
      // What a lead's `source_visit` reads (app/forms/shared/lead-context.ts).
      expect(sessionStorage.getItem(VISIT_SOURCE_KEY) !== null).toBe(source);
      expect(banner()).toBeNull();
      // The focus was in the banner and came from nowhere else: the skip link, never the body.
      expect(document.activeElement?.id).toBe(SKIP_LINK_ID);
    },
  );

  it("stays away with a stored choice; the footer reopens it with the focus and gets the focus back after a choice", async () => {
    localStorage.setItem(CONSENT_KEY, "essential");
    localStorage.setItem(CONSENT_DATE_KEY, new Date().toISOString());
    const { startCookieBanner, reopenCookieBanner } = await load();
    startCookieBanner();
    expect(banner()).toBeNull();

    footerButton()?.focus();
    reopenCookieBanner();
    expect(document.body.firstElementChild).toBe(banner());
    expect(document.activeElement).toBe(banner());
    button("Accepter tout")?.focus();
    button("Accepter tout")?.click();
    expect(localStorage.getItem(CONSENT_KEY)).toBe("all");
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(footerButton());

    // Reopened again: a new bar, the focus handed the same way.
    reopenCookieBanner();
    expect(document.querySelectorAll("section[aria-labelledby]")).toHaveLength(1);
    expect(document.activeElement).toBe(banner());
  });

  it("is one source with the React islands: the office map's hook sees the choice made in the banner", async () => {
    const { startCookieBanner, useConsent } = await load();
    startCookieBanner();
    const { result } = renderHook(() => useConsent());
    expect(result.current).toMatchObject({ choice: null, open: true });
    act(() => button("Accepter tout")?.click());
    expect(result.current).toMatchObject({ choice: "all", open: false });
  });
});
