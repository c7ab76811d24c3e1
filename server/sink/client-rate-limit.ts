/**
 * A per-client sliding window: at most `perMinute` sends from one address in any 60 s. Memory is bounded:
 * past `maxClients` addresses the least recently seen is forgotten.
 */
export type ClientRateLimit = {
  /** True when this client has used its allowance; otherwise counts the send and returns false. */
  isLimited(client: string): boolean;
  reset(): void;
};

const WINDOW_MS = 60_000;

export function createClientRateLimit(options: {
  perMinute: number;
  maxClients?: number;
  now?: () => number;
}): ClientRateLimit {
  const now = options.now ?? Date.now;
  const maxClients = options.maxClients ?? 10_000;
  let sends = new Map<string, number[]>();

  return {
    isLimited(client) {
      if (options.perMinute <= 0) return false;
      const time = now();
      const recent = (sends.get(client) ?? []).filter((at) => time - at < WINDOW_MS);
      sends.delete(client);
      if (recent.length >= options.perMinute) {
        sends.set(client, recent);
        return true;
      }
      recent.push(time);
      sends.set(client, recent);
      if (sends.size > maxClients) {
        const oldest = sends.keys().next().value;
        if (oldest !== undefined) sends.delete(oldest);
      }
      return false;
    },
    reset() {
      sends = new Map();
    },
  };
}
