import type { RequestListener, ServerResponse } from "node:http";
import { variantFromHost } from "../app/lib/host-variant";
import type { EmailSink } from "./email-sink";
import { SECURITY_HEADERS } from "./headers";
import { type LogLine, logWhenDone } from "./request-log";
import { parseRequestTarget, redirectLocation } from "./request-path";
import { redirect, sendText } from "./respond";
import { createVariantSites } from "./static-site";

export type HandlerOptions = {
  /** The folder holding `fr/client` and `be/client`. */
  buildDir: string;
  /** The local e-mail sink; leave it out to turn it off (production with real EmailJS keys). */
  sink?: EmailSink | undefined;
  /** Receives one line per request; leave it out for a quiet server. */
  log?: LogLine | undefined;
};

/**
 * The whole production server as one request listener, so tests can mount it on port 0.
 * Order: log, security headers, variant by Host, e-mail sink, method, redirects, files, 404.
 */
export function createHandler(options: HandlerOptions): RequestListener {
  const sites = createVariantSites(options.buildDir);
  const { sink, log } = options;

  return (req, res) => {
    const variant = variantFromHost(req.headers.host);
    if (log) logWhenDone(req, res, variant, log);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);

    const target = parseRequestTarget(req.url);
    if (!target) return sendText(res, 400, "Bad Request");

    if (sink?.handles(target.pathname)) {
      sink.handle(req, res, target.pathname).catch((error: unknown) => failed(res, error));
      return;
    }

    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    }

    const location = redirectLocation(target);
    if (location) return redirect(res, location);

    // sirv reads req.url: hand it the normalised path (dot segments resolved) the checks above saw.
    req.url = `${target.pathname}${target.search}`;
    sites[variant](req, res);
  };
}

function failed(res: ServerResponse, error: unknown): void {
  console.error(error);
  if (!res.headersSent) sendText(res, 500, "Internal Server Error");
  else res.destroy();
}
