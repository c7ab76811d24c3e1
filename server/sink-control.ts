import type { IncomingMessage, ServerResponse } from "node:http";
import { BlockList, isIP } from "node:net";
import type { Outbox } from "./outbox";
import { readBody } from "./read-body";
import { sendJson, sendText } from "./respond";
import { isFailureStatus, type SinkState } from "./sink-state";

export const CONTROL_PREFIX = "/__sink/";
const CONTROL_BODY_LIMIT = 16 * 1024;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  const version = isIP(address ?? "");
  if (!address || version === 0) return false;
  return LOOPBACK.check(address, version === 4 ? "ipv4" : "ipv6");
}

/**
 * A local caller only. A reverse proxy on the same machine would make every visitor look local, so a
 * forwarded request is refused too.
 */
export function isLocalCaller(req: IncomingMessage): boolean {
  const forwarded = req.headers["x-forwarded-for"] ?? req.headers.forwarded ?? req.headers["x-real-ip"];
  return forwarded === undefined && isLoopback(req.socket.remoteAddress);
}

/**
 * The test-only control endpoints:
 * - `POST /__sink/fail` `{"status": 500, "count": 1, "match": "a@b.fr"}`: the next `count` sends (all of them when
 *   omitted) whose body contains `match` (any send when omitted) fail;
 * - `POST /__sink/reset` `{"clearOutbox": true}`: no more failure, rate-limit clock reset, outbox emptied if asked;
 * - `GET /__sink/outbox`: every accepted message, as a JSON array.
 */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  sink: { state: SinkState; outbox: Outbox },
): Promise<void> {
  if (!isLocalCaller(req)) return sendText(res, 404, "Not Found");
  const action = pathname.slice(CONTROL_PREFIX.length);
  const method = action === "outbox" ? "GET" : "POST";
  if (!["fail", "reset", "outbox"].includes(action)) return sendText(res, 404, "Not Found");
  if (req.method !== method) return sendText(res, 405, "Method Not Allowed", { Allow: method });

  if (action === "outbox") return sendJson(res, 200, await sink.outbox.read());

  const body = await readJsonObject(req);
  if (!body) return sendText(res, 400, "Expected a JSON object");

  if (action === "reset") {
    sink.state.reset();
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
