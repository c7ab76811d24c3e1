import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson, sendText } from "../runtime/respond";
import type { ClientRateLimit } from "./client-rate-limit";
import { isJsonRequest } from "./json-request";
import type { Outbox } from "./outbox";
import { readBody } from "./read-body";
import { isFailureStatus, type SinkState } from "./sink-state";

export const CONTROL_PREFIX = "/__sink/";
/** The request header that carries the control token. */
export const CONTROL_TOKEN_HEADER = "x-sink-token";
/** A token shorter than this is refused at start-up: it would be guessable. */
export const MIN_CONTROL_TOKEN_LENGTH = 16;
const CONTROL_BODY_LIMIT = 16 * 1024;

const digest = (value: string): Buffer => createHash("sha256").update(value, "utf8").digest();

/** True when the request carries the token; compared in constant time, whatever its length. */
export function hasControlToken(req: IncomingMessage, token: string): boolean {
  const given = req.headers[CONTROL_TOKEN_HEADER];
  if (typeof given !== "string" || given === "") return false;
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The test-only control endpoints, on only with SINK_CONTROL=on and answered only to a request carrying
 * SINK_CONTROL_TOKEN in `X-Sink-Token` (404 otherwise, as for any unknown path: no address is trusted):
 * - `POST /__sink/fail` `{"status": 500, "count": 1, "match": "a@b.fr"}`: the next `count` sends (all of them when
 *   omitted) whose body contains `match` (any send when omitted) fail;
 * - `POST /__sink/reset` `{"clearOutbox": true}`: no more failure, rate limits reset, outbox emptied if asked;
 * - `GET /__sink/outbox`: every accepted message, as a JSON array.
 */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  sink: { state: SinkState; outbox: Outbox; rateLimit: ClientRateLimit; token: string },
): Promise<void> {
  if (!hasControlToken(req, sink.token)) return sendText(res, 404, "Not Found");
  const action = pathname.slice(CONTROL_PREFIX.length);
  const method = action === "outbox" ? "GET" : "POST";
  if (!["fail", "reset", "outbox"].includes(action)) return sendText(res, 404, "Not Found");
  if (req.method !== method) return sendText(res, 405, "Method Not Allowed", { Allow: method });

  if (action === "outbox") return sendJson(res, 200, await sink.outbox.read());

  if (!isJsonRequest(req)) return sendText(res, 415, "Expected application/json");
  const body = await readJsonObject(req);
  if (!body) return sendText(res, 400, "Expected a JSON object");

  if (action === "reset") {
    sink.state.reset();
    sink.rateLimit.reset();
    if (body.clearOutbox === true) await sink.outbox.clear();
    return sendJson(res, 200, { failure: null });
  }

  const { status, count, match } = body;
  if (!isFailureStatus(status)) return sendText(res, 400, "status must be 0 (network) or 400-599");
  if (count !== undefined && !isPositiveInteger(count)) {
    return sendText(res, 400, "count must be a positive integer");
  }
  if (match !== undefined && (typeof match !== "string" || match === "")) {
    return sendText(res, 400, "match must be a non-empty string");
  }
  sink.state.failWith({ status, remaining: count ?? null, match });
  return sendJson(res, 200, { failures: sink.state.currentFailures() });
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

/** An empty body counts as `{}`, so `POST /__sink/reset` needs none. */
async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const result = await readBody(req, CONTROL_BODY_LIMIT);
  if (!result.ok) return undefined;
  const text = result.body.toString().trim();
  try {
    const value: unknown = text === "" ? {} : JSON.parse(text);
    const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
    return isObject ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
