import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { join } from "node:path";
import { variantFromHost } from "../../app/lib/host-variant";
import type { Variant } from "../../app/pages";
import { CSP_HEADER, SECURITY_HEADERS } from "../headers/security-headers";
import {
  policyForPath,
  readSiteManifest,
  type SiteManifest,
  type VariantPolicies,
  variantPolicies,
} from "../headers/site-manifest";
import { isAdminPath, serveAdmin } from "./admin";
import { type LogLine, logWhenDone } from "./request-log";
import { hasBackslash, parseRequestTarget, redirectLocation } from "./request-path";
import { redirect, sendText } from "./respond";
import { createVariantSites } from "./static-site";

/** Routes served beside the site (the local e-mail sink): asked first, for every path. */
export type ExtraRoutes = {
  handles(pathname: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
};

export type HandlerOptions = {
  /** The folder holding `fr/client`, `be/client` and `site-manifest.json`. */
  buildDir: string;
  /** Read from `buildDir` when left out. */
  manifest?: SiteManifest | undefined;
  /** The local e-mail sink; leave it out to turn it off. */
  sink?: ExtraRoutes | undefined;
  /** Receives one line per request; leave it out for a quiet server. */
  log?: LogLine | undefined;
};

/**
 * The whole production server as one request listener, so tests can mount it on port 0.
 * Order: log, security headers, variant by Host, backslashes refused, e-mail sink, the CMS (its own CSP), method,
 * redirects, files, 404.
 */
export function createHandler(options: HandlerOptions): RequestListener {
  const sites = createVariantSites(options.buildDir);
  const manifest = options.manifest ?? readSiteManifest(options.buildDir);
  const policies: Record<Variant, VariantPolicies> = {
    fr: variantPolicies(manifest, "fr"),
    be: variantPolicies(manifest, "be"),
  };
  const { sink, log } = options;
  const adminDir = join(options.buildDir, "admin");

  return (req, res) => {
    const variant = variantFromHost(req.headers.host);
    if (log) logWhenDone(req, res, variant, log);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader(CSP_HEADER, policies[variant].fallback);

    // A backslash, raw or encoded, has no place in this site's URLs and is how open redirects start.
    if (hasBackslash(req.url)) return sendText(res, 400, "Bad Request");
    const target = parseRequestTarget(req.url);
    if (!target) return sendText(res, 400, "Bad Request");

    if (sink?.handles(target.pathname)) {
      sink.handle(req, res, target.pathname).catch((error: unknown) => failed(res, error));
      return;
    }

    if (isAdminPath(target.pathname)) return serveAdmin(adminDir, req, res, target.pathname);

    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendText(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    }

    const location = redirectLocation(target);
    if (location) return redirect(res, location);

    res.setHeader(CSP_HEADER, policyForPath(policies[variant], target.pathname));
    // The normalised path (dot segments resolved) the checks above saw; the file table never lists the static
    // hosts' configuration files, so they are the 404 page here.
    sites[variant](req, res, target.pathname);
  };
}

function failed(res: ServerResponse, error: unknown): void {
  console.error(error);
  if (!res.headersSent) sendText(res, 500, "Internal Server Error");
  else res.destroy();
}
