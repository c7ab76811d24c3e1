import type { IncomingMessage } from "node:http";

/**
 * True when the request says its body is JSON. The sink takes nothing else: `text/plain` and form encodings
 * are what another site can post through a visitor's browser without a CORS preflight.
 */
export function isJsonRequest(req: IncomingMessage): boolean {
  const mediaType = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

/**
 * True when a browser says the request comes from another origin than the one it was sent to. The sink stands
 * in for EmailJS on the site's own origin only: it never answers CORS, and refuses a cross-origin send outright.
 */
export function isCrossOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== (req.headers.host ?? "");
  } catch {
    return true;
  }
}
