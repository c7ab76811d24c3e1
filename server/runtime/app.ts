import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { join } from "node:path";
import { variantFromHost } from "../../app/lib/host-variant";
import type { Variant } from "../../app/pages";
import {
  ASSET_HEADERS,
  CSP_HEADER,
  HASHED_ASSETS_PREFIX,
  SECURITY_HEADERS,
} from "../headers/security-headers";
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
 * Order: log, variant by Host, backslashes refused, e-mail sink, the CMS (its own CSP), method, redirects, files,
 * 404; every answer carries the security headers (a file of the build, hashed ones aside, its page's policy).
 */
export function createHandler(options: HandlerOptions): RequestListener {
  const manifest = options.manifest ?? readSiteManifest(options.buildDir);
  const policies: Record<Variant, VariantPolicies> = {
    fr: variantPolicies(manifest, "fr"),
    be: variantPolicies(manifest, "be"),
  };
  // A file of the build is answered with one header list made at start-up: its document headers (the security
  // headers and its page's policy, or only the asset headers for a hashed file) and its own (file-table.ts).
  const sites = createVariantSites(options.buildDir, (variant, pathname) =>
    pathname.startsWith(HASHED_ASSETS_PREFIX)
      ? ASSET_HEADERS
      : { ...SECURITY_HEADERS, [CSP_HEADER]: policyForPath(policies[variant], pathname) },
  );
  const { sink, log } = options;
  const adminDir = join(options.buildDir, "admin");

  return (req, res) => {
    const variant = variantFromHost(req.headers.host);
    if (log) logWhenDone(req, res, variant, log);
    /** Every answer but a file of the build (which carries its own list) gets these first. */
    const secure = (policy = policies[variant].fallback) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      res.setHeader(CSP_HEADER, policy);
    };

    // A backslash, raw or encoded, has no place in this site's URLs and is how open redirects start.
    const target = hasBackslash(req.url) ? undefined : parseRequestTarget(req.url);
    if (!target) {
      secure();
      return sendText(res, 400, "Bad Request");
    }

    if (sink?.handles(target.pathname)) {
      secure();
      sink.handle(req, res, target.pathname).catch((error: unknown) => failed(res, error));
      return;
    }

    if (isAdminPath(target.pathname)) {
      secure();
      return serveAdmin(adminDir, req, res, target.pathname);
    }

    if (req.method !== "GET" && req.method !== "HEAD") {
      secure();
      return sendText(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    }

    const location = redirectLocation(target);
    if (location) {
      secure();
      return redirect(res, location);
    }

    // The normalised path (dot segments resolved) the checks above saw; the file table never lists the static
    // hosts' configuration files, so they are the 404 page here, with the headers of any answer.
    sites[variant](req, res, target.pathname, () =>
      secure(policyForPath(policies[variant], target.pathname)),
    );
  };
}

function failed(res: ServerResponse, error: unknown): void {
  console.error(error);
  if (!res.headersSent) sendText(res, 500, "Internal Server Error");
  else res.destroy();
}
