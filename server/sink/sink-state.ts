/**
 * What the sink is told to do besides succeeding: fail the next sends, so browser tests can drive a form's
 * failure path.
 */

/**
 * `status` 0 means a network failure: the connection is dropped without an answer. With `match`, only sends
 * whose body contains that text fail, so parallel browser tests each fail their own sends.
 */
export type SinkFailure = { status: number; remaining: number | null; match?: string | undefined };

export type SinkState = {
  /** The status this send (its raw body) must fail with, counting it; undefined to let it through. */
  takeFailure(body: string): number | undefined;
  failWith(failure: SinkFailure): void;
  currentFailures(): SinkFailure[];
  reset(): void;
};

export const NETWORK_FAILURE = 0;
/**
 * EmailJS's refusal once the plan's monthly quota is used up: 426 (Upgrade Required). Not in EmailJS's
 * documentation within our reach; taken from integrations that handle it (see server/README.md). Any other
 * refusal is handled alike by the forms.
 */
export const QUOTA_STATUS = 426;

/** A status the sink may be told to fail with: an HTTP error, or 0 for a dropped connection. */
export function isFailureStatus(value: unknown): value is number {
  if (typeof value !== "number" || !Number.isInteger(value)) return false;
  return value === NETWORK_FAILURE || (value >= 400 && value <= 599);
}

export function createSinkState(options: { failure?: SinkFailure | undefined }): SinkState {
  let failures: SinkFailure[] = options.failure ? [{ ...options.failure }] : [];

  return {
    takeFailure(body) {
      const failure = failures.find(({ match }) => match === undefined || body.includes(match));
      if (!failure) return undefined;
      if (failure.remaining !== null) {
        failure.remaining -= 1;
        if (failure.remaining <= 0) failures = failures.filter((other) => other !== failure);
      }
      return failure.status;
    },
    failWith(next) {
      // A rule without `match` replaces the other catch-all rules; matched rules add up.
      failures = [
        ...failures.filter(({ match }) => match !== undefined || next.match !== undefined),
        { ...next },
      ];
    },
    currentFailures: () => failures.map((failure) => ({ ...failure })),
    reset() {
      failures = [];
    },
  };
}
