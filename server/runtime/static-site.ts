import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import type { Variant } from "../../app/pages";
import { type DocumentHeaders, loadFileTable } from "./file-table";
import { createNotFoundPage } from "./not-found-page";

/** Answers a request for `pathname`; `beforeNotFound` sets the headers of an answer that is not a file. */
export type StaticSite = (
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  beforeNotFound: () => void,
) => void;

/** The not-found page's own URLs: reachable, but always with the status it stands for. */
const NOT_FOUND_PATHS = new Set(["/404", "/404.html"]);

/**
 * Serves one variant's prerendered output (`<buildDir>/<variant>/client`) from memory (file-table.ts): a page at
 * its URL, any other file of the build at its path, the 404 page for everything else. Nothing outside the table
 * can be reached, so no path escapes the folder.
 */
export function createStaticSite(clientDir: string, documentHeaders: DocumentHeaders): StaticSite {
  const notFound = createNotFoundPage(clientDir);
  const files = loadFileTable(clientDir, documentHeaders);

  return (req, res, pathname, beforeNotFound) => {
    if (!NOT_FOUND_PATHS.has(pathname) && files.serve(req, res, pathname)) return;
    beforeNotFound();
    notFound(req, res);
  };
}

/** One static site per variant, each created once. Fails early when the build is missing. */
export function createVariantSites(
  buildDir: string,
  documentHeaders: (variant: Variant, pathname: string) => Readonly<Record<string, string>>,
): Record<Variant, StaticSite> {
  const site = (variant: Variant): StaticSite => {
    const dir = resolve(join(buildDir, variant, "client"));
    if (!existsSync(dir)) throw new Error(`Dossier introuvable, lancez d’abord npm run build (${dir}).`);
    return createStaticSite(dir, (pathname) => documentHeaders(variant, pathname));
  };
  return { fr: site("fr"), be: site("be") };
}
