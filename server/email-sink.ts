import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import { createOutbox } from "./outbox";
import { readBody } from "./read-body";
import { sendText } from "./respond";
import { bodyLimitMessage, parseSendRequest } from "./send-request";
import { CONTROL_PREFIX, handleControl } from "./sink-control";
import { createSinkState, NETWORK_FAILURE, type SinkFailure } from "./sink-state";

/** The path @emailjs/browser 4 posts to, on the origin given to `init`. */
export const SEND_PATH = "/api/v1.0/email/send";

export type EmailSinkOptions = {
  outboxFile: string;
  /** Bytes; past it a send gets EmailJS's 413 "Variables size limit". */
  bodyLimit: number;
  /** 0 turns it off; otherwise a send sooner than this after the last accepted one gets 429. */
  rateLimitMs: number;
  /** The failure to start with (SINK_FAIL), until `/__sink/reset`. */
  failure?: SinkFailure | undefined;
};

export type EmailSink = {
  handles(pathname: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
};

/**
 * A local stand-in for EmailJS: same route, same answers (200 `OK`, 400/413/429 texts), each accepted
 * message appended to an outbox file. It lets `npm start` deliver leads on a machine with no EmailJS keys,
 * and the browser tests read what a mailbox would have received.
 */
export function createEmailSink(options: EmailSinkOptions): EmailSink {
  const outbox = createOutbox(options.outboxFile);
  const state = createSinkState(options);

  // EmailJS's own texts where the client tells them apart; the standard reason phrase otherwise.
  const failureTexts: Record<number, string> = {
    413: bodyLimitMessage(options.bodyLimit),
    429: "Too Many Requests",
    500: "Internal server error",
  };
  const failureText = (status: number): string => failureTexts[status] ?? STATUS_CODES[status] ?? "Error";

  async function handleSend(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req);
    if (req.method === "OPTIONS") return answerPreflight(res, cors);
    if (req.method !== "POST")
      return sendText(res, 405, "Method Not Allowed", { ...cors, Allow: "POST, OPTIONS" });

    const body = await readBody(req, options.bodyLimit);
    // The unread rest of an oversized body is dropped with the connection.
    if (!body.ok) return sendText(res, 413, failureText(413), { ...cors, Connection: "close" });
    const parsed = parseSendRequest(body.body);
    if (!parsed.ok) return sendText(res, 400, parsed.message, cors);

    const failure = state.takeFailure(body.body.toString());
    if (failure === NETWORK_FAILURE) {
      req.socket.destroy();
      return;
    }
    if (failure !== undefined) return sendText(res, failure, failureText(failure), cors);
    if (state.isRateLimited()) return sendText(res, 429, failureText(429), cors);

    const { service_id, template_id, user_id, lib_version, template_params } = parsed.request;
    const receivedAt = new Date().toISOString();
    await outbox.append({ receivedAt, service_id, template_id, user_id, lib_version, template_params });
    sendText(res, 200, "OK", cors);
  }

  return {
    handles: (pathname) => pathname === SEND_PATH || pathname.startsWith(CONTROL_PREFIX),
    handle: (req, res, pathname) =>
      pathname === SEND_PATH ? handleSend(req, res) : handleControl(req, res, pathname, { state, outbox }),
  };
}

/**
 * The site posts to its own origin, but a dev server on another port is cross-origin: the sink then
 * allows the caller's origin, which is harmless for a local stand-in that holds no secrets.
 */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return origin ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" } : {};
}

function answerPreflight(res: ServerResponse, cors: Record<string, string>): void {
  res.writeHead(204, {
    ...cors,
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Allow-Headers": "Content-Type",
    "Access-Control-Max-Age": "600",
    "Content-Length": 0,
  });
  res.end();
}
