import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import type { Variant } from "../../app/pages";
import { DOCUMENT_ONLY_HEADER_NAMES, HASHED_ASSETS_PREFIX } from "../headers/security-headers";
import { loadFileTable } from "./file-table";
import { createNotFoundPage } from "./not-found-page";

export type StaticSite = (req: IncomingMessage, res: ServerResponse, pathname: string) => void;

/** The not-found page's own URLs: reachable, but always with the status it stands for. */
const NOT_FOUND_PATHS = new Set(["/404", "/404.html"]);

/**
 * Serves one variant's prerendered output (`<buildDir>/<variant>/client`) from memory (file-table.ts): a page at
 * its URL, any other file of the build at its path, the 404 page for everything else. Nothing outside the table
 * can be reached, so no path escapes the folder.
 */
export function createStaticSite(clientDir: string): StaticSite {
  const notFound = createNotFoundPage(clientDir);
  const files = loadFileTable(clientDir);

  return (req, res, pathname) => {
    if (NOT_FOUND_PATHS.has(pathname)) return notFound(req, res);
    // A file of the build goes without the document headers; an unknown one is the 404 page, with them.
    if (pathname.startsWith(HASHED_ASSETS_PREFIX)) {
      const headers = DOCUMENT_ONLY_HEADER_NAMES.map((name) => [name, res.getHeader(name)] as const);
      for (const [name] of headers) res.removeHeader(name);
      if (files.serve(req, res, pathname)) return;
      for (const [name, value] of headers) if (value !== undefined) res.setHeader(name, value);
      return notFound(req, res);
    }
    if (!files.serve(req, res, pathname)) notFound(req, res);
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
