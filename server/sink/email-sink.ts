import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { ExtraRoutes } from "../runtime/app";
import { sendText } from "../runtime/respond";
import { createClientRateLimit } from "./client-rate-limit";
import { isCrossOrigin, isJsonRequest } from "./json-request";
import { assertOutboxWritable, createOutbox } from "./outbox";
import { readBody } from "./read-body";
import { bodyLimitMessage, parseSendRequest } from "./send-request";
import { CONTROL_PREFIX, handleControl } from "./sink-control";
import { createSinkState, NETWORK_FAILURE, QUOTA_STATUS, type SinkFailure } from "./sink-state";

/** The path @emailjs/browser 4 posts to, on the origin given to `init`. */
export const SEND_PATH = "/api/v1.0/email/send";
/** The template variable that carries a CV (base64), the one variable allowed past the body limit. */
export const CV_VARIABLE = "cv_file";

export type EmailSinkOptions = {
  outboxFile: string;
  /** Bytes of a send without its CV; past it, EmailJS's 413 "Variables size limit" (EmailJS: 50 KB). */
  bodyLimit: number;
  /** Bytes of the CV (`cv_file`, base64) a send may carry on top: the forms' 5 MB file, encoded. */
  cvLimit: number;
  /** Sends accepted per client address in any minute; 0 turns the limit off. */
  ratePerMinute: number;
  /** The control endpoints (`/__sink/*`), on only when given, behind this token. */
  control?: { token: string } | undefined;
  /** The failure to start with (SINK_FAIL), until `/__sink/reset`. */
  failure?: SinkFailure | undefined;
  /** One line per notable event (a client gone mid-send); console.warn when left out. */
  log?: ((line: string) => void) | undefined;
};

export type EmailSink = ExtraRoutes;

/**
 * A local stand-in for EmailJS: same route, same answers (200 `OK`, 400/413/429 texts), each accepted
 * message appended to an outbox file. It lets a build without EmailJS keys deliver leads, and the browser
 * tests read what a mailbox would have received. It throws at creation when the outbox cannot be written.
 */
export function createEmailSink(options: EmailSinkOptions): EmailSink {
  assertOutboxWritable(options.outboxFile);
  const outbox = createOutbox(options.outboxFile);
  const state = createSinkState(options);
  const rateLimit = createClientRateLimit({ perMinute: options.ratePerMinute });
  const log = options.log ?? ((line: string) => console.warn(line));
  const control = options.control;

  // EmailJS's own texts where the client tells them apart; the standard reason phrase otherwise (the quota's
  // 426 among them: EmailJS's exact words for it could not be checked, and the forms read only the status).
  const failureTexts: Record<number, string> = {
    413: bodyLimitMessage(options.bodyLimit),
    429: "Too Many Requests",
    500: "Internal server error",
    [QUOTA_STATUS]: "Upgrade Required",
  };
  const failureText = (status: number): string => failureTexts[status] ?? STATUS_CODES[status] ?? "Error";
  // Answered before the body is read: the rest of it is dropped with the connection.
  const refuse = (res: ServerResponse, status: number, text = failureText(status)): void =>
    sendText(res, status, text, { Connection: "close" });

  async function handleSend(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === "OPTIONS") return sendText(res, 204, "", { Allow: "POST, OPTIONS" });
    if (req.method !== "POST") return sendText(res, 405, "Method Not Allowed", { Allow: "POST, OPTIONS" });
    if (isCrossOrigin(req)) return refuse(res, 403, "Cross-origin sends are refused");
    if (!isJsonRequest(req)) return refuse(res, 415, "Content-Type must be application/json");
    if (rateLimit.isLimited(req.socket.remoteAddress ?? "unknown")) return refuse(res, 429);

    const body = await readBody(req, options.bodyLimit + options.cvLimit);
    if (!body.ok && body.reason === "aborted") {
      log(`sink: client parti pendant l’envoi (${body.received} octets reçus)`);
      return;
    }
    if (!body.ok) return refuse(res, 413);
    const parsed = parseSendRequest(body.body);
    if (!parsed.ok) return sendText(res, 400, parsed.message);
    const cv = parsed.request.template_params[CV_VARIABLE];
    const cvBytes = typeof cv === "string" ? Buffer.byteLength(cv) : 0;
    if (body.body.length - cvBytes > options.bodyLimit || cvBytes > options.cvLimit)
      return sendText(res, 413, failureText(413));

    const failure = state.takeFailure(body.body.toString());
    if (failure === NETWORK_FAILURE) {
      // A dropped connection: no status line at all, the browser sees a network error. (Chromium resends a
      // POST once by itself when a reused connection drops before any answer, so a test fails every attempt.)
      req.socket.destroy();
      return;
    }
    if (failure !== undefined) return sendText(res, failure, failureText(failure));

    const { service_id, template_id, user_id, lib_version, template_params } = parsed.request;
    const receivedAt = new Date().toISOString();
    await outbox.append({ receivedAt, service_id, template_id, user_id, lib_version, template_params });
    sendText(res, 200, "OK");
  }

  return {
    handles: (pathname) =>
      pathname === SEND_PATH || (control !== undefined && pathname.startsWith(CONTROL_PREFIX)),
    handle: (req, res, pathname) =>
      pathname === SEND_PATH || !control
        ? handleSend(req, res)
        : handleControl(req, res, pathname, { state, outbox, rateLimit, token: control.token }),
  };
}
