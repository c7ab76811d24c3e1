import { resolve } from "node:path";
import type { SiteManifest } from "./headers/site-manifest";
import type { EmailSinkOptions } from "./sink/email-sink";
import { MIN_CONTROL_TOKEN_LENGTH } from "./sink/sink-control";
import { isFailureStatus, NETWORK_FAILURE } from "./sink/sink-state";

/** `on`, `off`, or `auto`: on exactly when the build's forms post to this server (site-manifest.json). */
export type SinkSwitch = "on" | "off" | "auto";

export type ServerConfig = {
  port: number;
  host: string;
  buildDir: string;
  logRequests: boolean;
  sinkSwitch: SinkSwitch;
  /** The sink's settings, used only when the switch resolves to on (see sinkOptionsFor). */
  sink: EmailSinkOptions;
};

/** EmailJS's own limit on a send's template variables: 50 KB. */
export const DEFAULT_SINK_BODY_LIMIT = 50 * 1024;
/**
 * The CV a send may carry on top of its variables. The forms attach one only up to VITE_EMAILJS_ATTACHMENT_KB,
 * never over 5 MB (app/forms/shared/cv-file.ts), which base64 makes 6.7 MB: 7 MiB lets any setting through.
 */
export const DEFAULT_SINK_CV_LIMIT = 7 * 1024 * 1024;
/** Sends per client address in any minute: a visitor's submission is one or two sends. */
export const DEFAULT_SINK_RATE_LIMIT = 10;

/**
 * Reads the server's settings from the environment and the command line (documented in server/README.md);
 * paths from `cwd`. Throws a French message naming the variable at fault.
 */
export function configFromEnv(
  env: NodeJS.ProcessEnv,
  cwd: string,
  argv: readonly string[] = [],
): ServerConfig {
  return {
    port: integer(env, "PORT", 3000, { min: 0, max: 65535 }),
    host: env.HOST || "0.0.0.0",
    buildDir: resolve(cwd, env.BUILD_DIR || "build"),
    logRequests: env.LOG_REQUESTS !== "0",
    sinkSwitch: argv.includes("--sink") ? "on" : sinkSwitch(env.EMAIL_SINK),
    sink: {
      outboxFile: resolve(cwd, env.OUTBOX_FILE || ".data/outbox.jsonl"),
      bodyLimit: integer(env, "SINK_BODY_LIMIT", DEFAULT_SINK_BODY_LIMIT, { min: 1 }),
      cvLimit: integer(env, "SINK_CV_LIMIT", DEFAULT_SINK_CV_LIMIT, { min: 0 }),
      ratePerMinute: integer(env, "SINK_RATE_LIMIT", DEFAULT_SINK_RATE_LIMIT, { min: 0 }),
      control: controlFromEnv(env),
      failure: failureFromEnv(env.SINK_FAIL),
    },
  };
}

/**
 * The sink's options when it is to run, undefined when not. Off for a build whose forms post to this server
 * would lose every lead: refused.
 */
export function sinkOptionsFor(config: ServerConfig, manifest: SiteManifest): EmailSinkOptions | undefined {
  const formsPostHere = manifest.delivery === "sink";
  if (config.sinkSwitch === "off" && formsPostHere) {
    throw new Error(
      "EMAIL_SINK=off : les formulaires de ce build envoient à ce serveur (build sans clés EmailJS), chaque demande serait perdue. Démarrage refusé.",
    );
  }
  const on = config.sinkSwitch === "on" || (config.sinkSwitch === "auto" && formsPostHere);
  return on ? config.sink : undefined;
}

function sinkSwitch(value: string | undefined): SinkSwitch {
  if (value === undefined || value === "" || value === "auto") return "auto";
  if (value === "on" || value === "off") return value;
  throw new Error(`EMAIL_SINK doit valoir on, off ou auto, pas "${value}".`);
}

function controlFromEnv(env: NodeJS.ProcessEnv): EmailSinkOptions["control"] {
  if (env.SINK_CONTROL !== "on") return undefined;
  const token = env.SINK_CONTROL_TOKEN ?? "";
  if (token.length < MIN_CONTROL_TOKEN_LENGTH) {
    throw new Error(
      `SINK_CONTROL=on demande SINK_CONTROL_TOKEN d’au moins ${MIN_CONTROL_TOKEN_LENGTH} caractères.`,
    );
  }
  return { token };
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
