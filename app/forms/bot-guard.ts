import { useCallback, useEffect, useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** Faster than this from page load to submit, a "visitor" is a script. `VITE_FORM_MIN_FILL_MS` overrides it. */
export const MIN_FILL_MS = parseMinFill(import.meta.env.VITE_FORM_MIN_FILL_MS);

export function parseMinFill(value: string | undefined, fallback = 2000): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** The honeypot's field name: a name bots like to fill in. */
export const HONEYPOT_NAME = "website";

/**
 * Spots bots without bothering people: a honeypot field people never see, and a minimum fill time.
 * A form that sees `isBot()` pretends success and sends nothing, so the bot learns nothing.
 */
export function useBotGuard(minFillMs: number = MIN_FILL_MS) {
  const shownAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // A form in the prerendered page has been on screen since the page loaded, however late its code hydrates;
  // a form rendered by a client-side navigation appears when it mounts.
  const hydratedFromHtml = useRef(!useHydrated());

  useEffect(() => {
    shownAt.current = hydratedFromHtml.current ? performance.timeOrigin : Date.now();
  }, []);

  const isBot = useCallback(() => {
    if (honeypotRef.current && honeypotRef.current.value !== "") return true;
    if (shownAt.current === null) return true;
    return Date.now() - shownAt.current < minFillMs;
  }, [minFillMs]);

  return { honeypotProps: { ref: honeypotRef }, isBot };
}
