import { resolve } from "node:path";
import type { EmailSinkOptions } from "./email-sink";
import { isFailureStatus, NETWORK_FAILURE } from "./sink-state";

export type ServerConfig = {
  port: number;
  host: string;
  buildDir: string;
  logRequests: boolean;
  /** Undefined when EMAIL_SINK=off. */
  sink: EmailSinkOptions | undefined;
};

/** 2 MB: a CV encoded in the template variables fits; EmailJS itself stops near 50 KB (SINK_BODY_LIMIT=51200). */
export const DEFAULT_SINK_BODY_LIMIT = 2 * 1024 * 1024;

/** Reads the server's settings from the environment (documented in server/README.md); paths from `cwd`. */
export function configFromEnv(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  return {
    port: integer(env, "PORT", 3000, { min: 0, max: 65535 }),
    host: env.HOST || "0.0.0.0",
    buildDir: resolve(cwd, env.BUILD_DIR || "build"),
    logRequests: env.LOG_REQUESTS !== "0",
    sink:
      env.EMAIL_SINK === "off"
        ? undefined
        : {
            outboxFile: resolve(cwd, env.OUTBOX_FILE || ".data/outbox.jsonl"),
            bodyLimit: integer(env, "SINK_BODY_LIMIT", DEFAULT_SINK_BODY_LIMIT, { min: 1 }),
            rateLimitMs: integer(env, "SINK_RATE_LIMIT_MS", 0, { min: 0 }),
            failure: failureFromEnv(env.SINK_FAIL),
          },
  };
}

/** `SINK_FAIL=500` (or 429, 413, … or `network`): every send fails so, until `/__sink/reset`. */
function failureFromEnv(value: string | undefined): EmailSinkOptions["failure"] {
  if (!value) return undefined;
  const status = value === "network" ? NETWORK_FAILURE : Number(value);
  if (!isFailureStatus(status))
    throw new Error(`SINK_FAIL doit être un statut 400-599 ou "network", pas "${value}".`);
  return { status, remaining: null };
}

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  range: { min: number; max?: number },
): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  const inRange =
    Number.isInteger(value) && value >= range.min && value <= (range.max ?? Number.MAX_SAFE_INTEGER);
  if (!inRange) throw new Error(`${name} doit être un entier valide, pas "${raw}".`);
  return value;
}
