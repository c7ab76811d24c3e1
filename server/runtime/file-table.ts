import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { CACHE_CONTROL, cacheControlFor, HOST_CONFIG_FILES } from "../headers/security-headers";
import { builtPages, NOT_FOUND_FILE } from "../page-files.mjs";
import { type Encoding, pickEncoding } from "./not-found-page";

/** The content types of the files a build holds; anything else is sent as bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html;charset=utf-8",
  ".js": "text/javascript;charset=utf-8",
  ".mjs": "text/javascript;charset=utf-8",
  ".css": "text/css;charset=utf-8",
  ".txt": "text/plain;charset=utf-8",
  ".xml": "application/xml;charset=utf-8",
  ".json": "application/json;charset=utf-8",
  ".webmanifest": "application/manifest+json;charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};
const COMPRESSED: Readonly<Record<string, Exclude<Encoding, "identity">>> = { ".br": "br", ".gz": "gzip" };

/** The security headers and policy a file is sent with, by its URL path (app.ts decides them). */
export type DocumentHeaders = (pathname: string) => Readonly<Record<string, string>>;

/**
 * One file, ready to send: its bodies by encoding, and for each the whole header list as `writeHead` takes it
 * (names and values in one flat array), built once at start-up. Sent that way, with no `setHeader` before, Node
 * checks each header once, as it writes it (a profile under wrk found the checks of `setHeader` and `writeHead`).
 */
type ServedFile = {
  bodies: Partial<Record<Encoding, Buffer>>;
  etag: string;
  /** The 200's headers for each body: document headers, Content-Type, Cache-Control, ETag, Vary, encoding, length. */
  answers: Partial<Record<Encoding, string[]>>;
  /** The 304's: the same without the body's encoding and length. */
  notModified: string[];
};

export type FileTable = {
  /** Answers the request from memory and says true, or says false when no file answers at this path. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
};

/**
 * A variant's whole build (`<buildDir>/<variant>/client`, a few MB) read into memory at start-up, each file with its
 * `.br` and `.gz` siblings and its headers: no file is opened while serving, so a request costs a map lookup and a
 * write (npm run bench, docs/decisions/032), and a file deleted or replaced under a running server changes nothing
 * (sirv, before, threw ENOENT). Pages answer at their URL (`/about` for `about.html`, decision 016); every other
 * file at its path. Hidden files are never listed (`/.well-known/` is the standard exception), nor the static
 * hosts' configs. The ETag, a hash of the file, is the only validator: no Last-Modified, whose 46 bytes would push
 * the lightest page past its first TCP window (docs/decisions/015).
 */
export function loadFileTable(clientDir: string, documentHeaders: DocumentHeaders): FileTable {
  const files = new Map<string, ServedFile>();
  const add = (path: string, file: string) => files.set(path, servedFile(file, path, documentHeaders(path)));

  const pageFiles = new Set<string>();
  for (const { file, path, url } of builtPages(clientDir)) {
    pageFiles.add(file);
    // The not-found page is served by its own handler, with its status.
    if (path !== NOT_FOUND_FILE) add(url, file);
  }
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".") && !(prefix === "" && entry.name === ".well-known")) continue;
      const file = join(dir, entry.name);
      const path = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(file, path);
      else if (!COMPRESSED[extname(entry.name)] && !pageFiles.has(file) && !HOST_CONFIG_FILES.includes(path))
        add(path, file);
    }
  };
  walk(clientDir, "");

  return {
    serve(req, res, pathname) {
      const served = files.get(pathname) ?? files.get(decoded(pathname));
      if (!served) return false;
      if (ifNoneMatch(req.headers["if-none-match"], served.etag)) {
        res.writeHead(304, served.notModified);
        res.end();
        return true;
      }
      const encoding = pickEncoding(req.headers["accept-encoding"], served.bodies);
      res.writeHead(200, served.answers[encoding]);
      res.end(req.method === "HEAD" ? undefined : served.bodies[encoding]);
      return true;
    },
  };
}

function servedFile(
  file: string,
  path: string,
  documentHeaders: Readonly<Record<string, string>>,
): ServedFile {
  const identity = readFileSync(file);
  const bodies: Partial<Record<Encoding, Buffer>> = { identity };
  for (const [extension, encoding] of Object.entries(COMPRESSED)) {
    try {
      bodies[encoding] = readFileSync(`${file}${extension}`);
    } catch {
      // Not every file has a compressed sibling (small or already compressed ones).
    }
  }
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`;
  const isPage = !extname(path) || path.endsWith(".html");
  const headers = Object.entries({
    ...documentHeaders,
    "Content-Type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
    "Cache-Control": isPage ? CACHE_CONTROL.html : cacheControlFor(path),
    ETag: etag,
    ...(bodies.br || bodies.gzip ? { Vary: "Accept-Encoding" } : {}),
  }).flat();
  const answers: Partial<Record<Encoding, string[]>> = {};
  for (const [encoding, body] of Object.entries(bodies) as [Encoding, Buffer][])
    answers[encoding] = [
      ...headers,
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Length",
      String(body.length),
    ];
  return { bodies, etag, answers, notModified: headers };
}

/** A percent-encoded path as the file name it names, or the path itself when it is not valid encoding. */
function decoded(pathname: string): string {
  if (!pathname.includes("%")) return pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** If-None-Match names this ETag (alone, in a list, or weakly, as RFC 9110 compares for GET). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}
