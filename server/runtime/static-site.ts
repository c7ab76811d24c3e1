import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import sirv from "sirv";
import type { Variant } from "../../app/pages";
import { cacheControlFor } from "../headers/security-headers";
import { createNotFoundPage } from "./not-found-page";
import { createPageCache } from "./page-cache";

export type StaticSite = (req: IncomingMessage, res: ServerResponse) => void;

/** The not-found page's own URLs: reachable, but always with the status it stands for. */
const NOT_FOUND_PATHS = new Set(["/404", "/404.html"]);

/**
 * Serves one variant's prerendered output (`<buildDir>/<variant>/client`).
 *
 * sirv lists the folder once at start-up and only ever serves a file from that list: no path can escape
 * the folder and dotfiles are skipped (`.well-known` excepted, as the RFC wants). Its default extensions
 * (`html`) make `/about` resolve to `about/index.html` with a 200, no redirect; `extensions: []` would
 * turn every page into a 404. It picks `x.br` / `x.gz` from Accept-Encoding and adds `Vary`.
 */
export function createStaticSite(clientDir: string): StaticSite {
  const notFound = createNotFoundPage(clientDir);
  const servePage = createPageCache(clientDir);
  const serveFile = sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    dotfiles: false,
    onNoMatch: notFound,
  });

  return (req, res) => {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    if (NOT_FOUND_PATHS.has(pathname)) return notFound(req, res);
    if (servePage(req, res, pathname)) return;
    // Set here rather than in sirv's setHeaders hook, which a 304 answer skips.
    res.setHeader("Cache-Control", cacheControlFor(pathname));
    serveFile(req, res);
  };
}

/** One static site per variant, each created once. Fails early when the build is missing. */
export function createVariantSites(buildDir: string): Record<Variant, StaticSite> {
  const clientDir = (variant: Variant): string => {
    const dir = resolve(join(buildDir, variant, "client"));
    if (!existsSync(dir)) throw new Error(`Dossier introuvable, lancez d’abord npm run build (${dir}).`);
    return dir;
  };
  return { fr: createStaticSite(clientDir("fr")), be: createStaticSite(clientDir("be")) };
}
