/**
 * What the sink is told to do besides succeeding: fail the next sends (so browser tests can drive a form's
 * failure path) and, like EmailJS, refuse sends that come too fast.
 */

/** `status` 0 means a network failure: the connection is dropped without an answer. */
export type SinkFailure = { status: number; remaining: number | null };

export type SinkState = {
  /** The status the current send must fail with, counting it; undefined to let it through. */
  takeFailure(): number | undefined;
  failWith(failure: SinkFailure): void;
  currentFailure(): SinkFailure | null;
  reset(): void;
  /** True when this send comes sooner than the rate limit allows; an accepted send starts the clock. */
  isRateLimited(): boolean;
};

export const NETWORK_FAILURE = 0;

/** A status the sink may be told to fail with: an HTTP error, or 0 for a dropped connection. */
export function isFailureStatus(value: unknown): value is number {
  if (typeof value !== "number" || !Number.isInteger(value)) return false;
  return value === NETWORK_FAILURE || (value >= 400 && value <= 599);
}

export function createSinkState(options: {
  failure?: SinkFailure | undefined;
  rateLimitMs: number;
  now?: () => number;
}): SinkState {
  const now = options.now ?? Date.now;
  let failure: SinkFailure | null = options.failure ? { ...options.failure } : null;
  let lastAcceptedAt = Number.NEGATIVE_INFINITY;

  return {
    takeFailure() {
      if (!failure) return undefined;
      const { status } = failure;
      if (failure.remaining !== null) {
        failure.remaining -= 1;
        if (failure.remaining <= 0) failure = null;
      }
      return status;
    },
    failWith(next) {
      failure = { ...next };
    },
    currentFailure: () => (failure ? { ...failure } : null),
    reset() {
      failure = null;
      lastAcceptedAt = Number.NEGATIVE_INFINITY;
    },
    isRateLimited() {
      if (options.rateLimitMs <= 0) return false;
      const time = now();
      if (time - lastAcceptedAt < options.rateLimitMs) return true;
      lastAcceptedAt = time;
      return false;
    },
  };
}
