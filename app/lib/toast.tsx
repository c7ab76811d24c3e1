import { type CSSProperties, useSyncExternalStore } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

/** The spec's toast constants (section 9). Sonner's toast width is its fixed default of 356 px. */
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_GAP = 14;
/** Assessment notices stay longer than the default. */
export const TOAST_LONG_DURATION_MS = 5000;

export const TOASTER_OPTIONS: ToasterProps = {
  visibleToasts: TOAST_VISIBLE,
  duration: TOAST_DURATION_MS,
  gap: TOAST_GAP,
  // At the bottom, above the cookie banner while it is shown (its height: cookie-banner-dom.ts), and under the
  // header and its menus (app.css): a toast never covers the navigation, nor the field in error that an
  // invalid send scrolls to the top and focuses.
  position: "bottom-right",
  offset: { bottom: "calc(var(--cookie-banner-height, 0px) + 24px)" },
  mobileOffset: { bottom: "calc(var(--cookie-banner-height, 0px) + 16px)" },
  richColors: true,
  closeButton: true,
  // Its names for screen readers, content/interface.json's (« Textes de l’interface › Notifications des
  // formulaires »), put in by the build (scripts/content/island-words.ts).
  containerAriaLabel: __TOASTER_REGION__,
  toastOptions: { closeButtonAriaLabel: __TOASTER_CLOSE__ },
  // Sonner's rich-colour texts sit just under 4.5:1 on their tinted backgrounds (axe color-contrast): darker shades.
  style: {
    "--success-text": "hsl(140, 100%, 20%)",
    "--error-text": "hsl(358, 85%, 35%)",
    "--info-text": "hsl(210, 92%, 32%)",
    "--warning-text": "hsl(31, 92%, 26%)",
  } as CSSProperties,
};

/*
 * Sonner (its code and its style sheet) is not part of any page: it loads with the first toast, or earlier
 * when a form asks for it (`loadToasts`). Until it is there, a toast waits for it, in order; once it is, a
 * toast is shown at once. The toaster (`FormToaster`, in the toaster island) appears as soon as sonner is
 * loaded, and sonner's toaster shows on mounting the toasts asked for before it subscribed.
 */
type Sonner = typeof import("sonner");

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Loads sonner once. A load that failed (offline) is tried again by the next toast. */
function loadToasts(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads sonner ahead of the first toast once the visitor first focuses a form's field (or at once if one has
 * the focus already), so that the notice "Vous êtes hors ligne" does not need the network to appear. A page
 * that nobody fills in (Lighthouse’s) never loads it. The toaster island calls it in an effect; returns the cleanup.
 */
export function loadToastsOnFirstFormFocus() {
  const inForm = (target: EventTarget | null) => target instanceof Element && target.closest("form") !== null;
  // A failed load (already offline) is tried again by the first toast.
  const load = () => loadToasts().catch(() => {});
  if (inForm(document.activeElement)) {
    load();
    return;
  }
  const onFocus = (event: FocusEvent) => {
    if (!inForm(event.target)) return;
    document.removeEventListener("focusin", onFocus);
    load();
  };
  document.addEventListener("focusin", onFocus);
  return () => document.removeEventListener("focusin", onFocus);
}

function show(kind: "success" | "error", title: string, options?: ExternalToast) {
  if (sonner) {
    sonner.toast[kind](title, options);
    return;
  }
  loadToasts().then(
    (module) => module.toast[kind](title, options),
    (error: unknown) => console.warn(`[toast] notification non affichée : ${title}`, error),
  );
}

/** Sonner's `toast.success` and `toast.error`, with sonner loaded on first use. */
export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts' live region: sonner's toaster, once sonner is loaded; nothing before (nor in the HTML). */
export function FormToaster() {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => undefined,
  );
  return loaded ? <loaded.Toaster {...TOASTER_OPTIONS} /> : null;
}
