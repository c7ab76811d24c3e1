import { useCallback, useEffect, useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** A submission this soon after the page loaded waits out the rest. `VITE_FORM_MIN_FILL_MS` overrides it. */
export const MIN_FILL_MS = parseMinFill(import.meta.env.VITE_FORM_MIN_FILL_MS);

export function parseMinFill(value: string | undefined, fallback = 2000): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** The honeypot's field name: a name bots like to fill in. */
export const HONEYPOT_NAME = "website";

/** What the guard says about one submission: how long to wait before sending, and whether to flag it. */
export type BotVerdict = { waitMs: number; spamSuspected: boolean };

/**
 * Slows bots down and flags them without ever losing a lead: a submission sooner than `minFillMs` after the
 * page loaded (a script, or a person whose browser autofilled the form) waits out the rest, then sends; one
 * whose honeypot (a field people never see) is filled still reaches the team, flagged as suspected spam.
 */
export function useBotGuard(minFillMs: number = MIN_FILL_MS) {
  // performance.now() when the form appeared: 0 (page load) for a form in the prerendered page, however late
  // its code hydrates; its mount time for a form rendered by a client-side navigation.
  const shownAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const hydratedFromHtml = useRef(!useHydrated());

  useEffect(() => {
    shownAt.current = hydratedFromHtml.current ? 0 : performance.now();
  }, []);

  const verdict = useCallback((): BotVerdict => {
    const elapsed = shownAt.current === null ? 0 : performance.now() - shownAt.current;
    return {
      waitMs: Math.max(0, Math.ceil(minFillMs - elapsed)),
      spamSuspected: Boolean(honeypotRef.current && honeypotRef.current.value !== ""),
    };
  }, [minFillMs]);

  return { honeypotProps: { ref: honeypotRef }, verdict };
}
