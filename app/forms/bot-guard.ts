import { useCallback, useEffect, useRef } from "react";

/** Faster than this from mount to submit, a "visitor" is a script. `VITE_FORM_MIN_FILL_MS` overrides it. */
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
  const mountedAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    mountedAt.current = Date.now();
  }, []);

  const isBot = useCallback(() => {
    if (honeypotRef.current && honeypotRef.current.value !== "") return true;
    if (mountedAt.current === null) return true;
    return Date.now() - mountedAt.current < minFillMs;
  }, [minFillMs]);

  return { honeypotProps: { ref: honeypotRef }, isBot };
}
