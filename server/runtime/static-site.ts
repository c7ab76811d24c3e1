import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import sirv from "sirv";
import type { Variant } from "../../app/pages";
import {
  cacheControlFor,
  DOCUMENT_ONLY_HEADER_NAMES,
  HASHED_ASSETS_PREFIX,
} from "../headers/security-headers";
import { createNotFoundPage } from "./not-found-page";
import { createPageCache } from "./page-cache";

export type StaticSite = (req: IncomingMessage, res: ServerResponse) => void;

/** The not-found page's own URLs: reachable, but always with the status it stands for. */
const NOT_FOUND_PATHS = new Set(["/404", "/404.html"]);

/**
 * Serves one variant's prerendered output (`<buildDir>/<variant>/client`).
 *
 * sirv lists the folder once at start-up and only ever serves a file from that list: no path can escape
 * the folder and dotfiles are skipped (`.well-known` excepted, as the RFC wants). Pages are answered from
 * memory before it (page-cache.ts); its `html` extension is kept for any other HTML file of the build. It
 * picks `x.br` / `x.gz` from Accept-Encoding and adds `Vary`.
 */
export function createStaticSite(clientDir: string): StaticSite {
  const notFound = createNotFoundPage(clientDir);
  const servePage = createPageCache(clientDir);
  const assets = hashedAssets(clientDir);
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
    // A file of the build goes without the document headers; an unknown one is the 404 page, with them.
    if (assets.has(pathname)) for (const name of DOCUMENT_ONLY_HEADER_NAMES) res.removeHeader(name);
    serveFile(req, res);
  };
}

/** The URL paths of Vite's hashed output (`/assets/<name>-<hash>.<ext>` and its .br/.gz siblings). */
function hashedAssets(clientDir: string): Set<string> {
  const dir = join(clientDir, HASHED_ASSETS_PREFIX);
  return new Set(existsSync(dir) ? readdirSync(dir).map((name) => `${HASHED_ASSETS_PREFIX}${name}`) : []);
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
