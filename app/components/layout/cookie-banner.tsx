import { type RefObject, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { ConsentChoice } from "~/lib/consent";
import { chooseConsent, useConsent } from "~/lib/consent-store";
import { SKIP_LINK_ID } from "./shell-types";

/**
 * The cookie choice. Rendered only after hydration (the store is "unknown" on the server), pinned to the
 * bottom as a compact bar so it never covers the hero's call to action on a phone. Both buttons weigh the
 * same: refusing is as easy as accepting.
 *
 * It covers nothing a visitor reaches (docs/decisions/019): the body's first child, so its buttons are the
 * first Tab stops; its height, kept in `--cookie-banner-height`, pads the end of the page and the scroll
 * padding, so a focused element is scrolled clear of it. Opened from the footer, it takes the focus; after a
 * choice, the focus goes back where it came from, or to the skip link, the next stop after it, never to the body.
 */
export function CookieBanner() {
  const consent = useConsent();
  const place = useFirstChildOfBody();
  if (consent.status !== "known" || !consent.open || !place) return null;
  return createPortal(<BannerBar asked={consent.asked} />, place);
}

function BannerBar({ asked }: { asked: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  useHeightAsProperty(ref, "--cookie-banner-height");
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !banner.contains(from)) cameFrom.current = from;
    };
    banner.addEventListener("focusin", onFocusIn);
    if (asked) banner.focus();
    return () => banner.removeEventListener("focusin", onFocusIn);
  }, [asked]);

  const choose = (choice: ConsentChoice) => {
    const focused = document.activeElement;
    const focusWasHere = !focused || focused === document.body || ref.current?.contains(focused);
    chooseConsent(choice);
    if (focusWasHere) focusAfterChoice(cameFrom.current);
  };

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 print:hidden border-t border-ink-900/15 bg-white shadow-[0_-8px_30px_rgb(11_31_58/0.12)] focus-visible:-outline-offset-4"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-(--spacing-gutter) py-2.5 md:flex-row md:items-center md:gap-8 md:py-4">
        <div className="text-sm leading-snug text-ink-800">
          {/* On a phone the title is for screen readers only: two short lines keep the hero's button in view. */}
          <h2 id="cookie-banner-title" className="max-md:sr-only font-semibold text-ink-900">
            Vos cookies, votre choix
          </h2>
          <p className="md:mt-0.5">
            Mesure d’audience seulement avec votre accord.{" "}
            <Link
              to="/politique-confidentialite"
              className="font-medium text-accent-700 underline underline-offset-2"
            >
              Politique de confidentialité
            </Link>
          </p>
        </div>
        {/* Below 360 px « Accepter l’essentiel » is wider than its half of the row: it wraps instead of
            spilling over its own padding. */}
        <div className="grid shrink-0 grid-cols-2 gap-2 md:w-auto [&>button]:max-[359px]:whitespace-normal [&>button]:max-[359px]:px-3 [&>button]:max-[359px]:leading-tight">
          <Button variant="secondary" size="sm" onClick={() => choose("essential")}>
            Accepter l’essentiel
          </Button>
          <Button variant="secondary" size="sm" onClick={() => choose("all")}>
            Accepter tout
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * Where the focus goes once the banner is gone: the element it came from (the footer's link that reopened
 * it, or wherever the visitor tabbed in from), else the skip link, the stop that follows the banner.
 */
function focusAfterChoice(cameFrom: HTMLElement | null) {
  if (cameFrom?.isConnected) {
    cameFrom.focus();
    if (document.activeElement === cameFrom) return;
  }
  document.getElementById(SKIP_LINK_ID)?.focus();
}

/**
 * An element of its own at the start of the body: the banner comes first in the Tab order and in reading
 * order, whichever React root renders it and wherever that root sits in the page.
 */
function useFirstChildOfBody(): HTMLElement | null {
  const [place, setPlace] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement("div");
    document.body.prepend(element);
    setPlace(element);
    return () => element.remove();
  }, []);
  return place;
}

/** Keeps the element's height, in px, in a custom property of the root element while it is mounted. */
function useHeightAsProperty(ref: RefObject<HTMLElement | null>, property: string) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(property, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
