import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { CACHE_CONTROL } from "../headers/security-headers";
import { builtPages, NOT_FOUND_FILE } from "../page-files.mjs";
import { type Encoding, pickEncoding } from "./not-found-page";

type CachedPage = { bodies: Partial<Record<Encoding, Buffer>>; etag: string };

/**
 * Every prerendered page (`<path>.html`, the home page `index.html`) held in memory under its URL with its
 * `.br` and `.gz` siblings, read once at start-up: a page is the most requested file and the smallest (tens of
 * kB), and answering from memory instead of opening the file each time roughly doubles the pages served per
 * second (npm run bench).
 * Answers false for a path that is not a page, which the caller then hands to the file server. The ETag,
 * a hash of the page, is its only validator: no Last-Modified, whose 46 bytes would push the lightest page
 * past its first TCP window (docs/decisions/015).
 */
export function createPageCache(
  clientDir: string,
): (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean {
  const pages = new Map<string, CachedPage>();
  for (const { file, path, url } of builtPages(clientDir)) {
    if (path === NOT_FOUND_FILE) continue;
    const identity = readFileSync(file);
    pages.set(url, {
      bodies: { identity, br: readIfExists(`${file}.br`), gzip: readIfExists(`${file}.gz`) },
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`,
    });
  }

  return (req, res, pathname) => {
    const page = pages.get(pathname);
    if (!page) return false;
    const encoding = pickEncoding(req.headers["accept-encoding"], page.bodies);
    const headers: Record<string, string | number> = {
      "Content-Type": "text/html;charset=utf-8",
      "Cache-Control": CACHE_CONTROL.html,
      ETag: page.etag,
      Vary: "Accept-Encoding",
    };
    if (req.headers["if-none-match"] === page.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const body = page.bodies[encoding] ?? Buffer.alloc(0);
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}

function readIfExists(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}
