import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { CACHE_CONTROL } from "../headers/security-headers";

export type Encoding = "br" | "gzip" | "identity";

/** Used only when a build has no 404.html, so a missing file never becomes a crash. */
const FALLBACK_BODY =
  '<!doctype html><html lang="fr"><title>Page introuvable</title><h1>Page introuvable</h1></html>';

/**
 * Answers HTTP 404 with the prerendered 404.html. Read once at start-up (it is small and served often by
 * crawlers), with its precompressed siblings when the build made them.
 */
export function createNotFoundPage(clientDir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const file = join(clientDir, "404.html");
  const bodies: Partial<Record<Encoding, Buffer>> = {
    identity: existsSync(file) ? readFileSync(file) : Buffer.from(FALLBACK_BODY),
    br: readIfExists(`${file}.br`),
    gzip: readIfExists(`${file}.gz`),
  };

  return (req, res) => {
    const encoding = pickEncoding(req.headers["accept-encoding"], bodies);
    const body = bodies[encoding] ?? Buffer.alloc(0);
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": CACHE_CONTROL.html,
      Vary: "Accept-Encoding",
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

function readIfExists(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}

/** One reading of Accept-Encoding for the 404 page and the files (file-table.ts), so they agree. */
export function pickEncoding(
  accept: string | undefined,
  bodies: Partial<Record<Encoding, Buffer>>,
): Encoding {
  const value = accept ?? "";
  if (bodies.br && /\b(br|brotli)\b/i.test(value)) return "br";
  if (bodies.gzip && /\bgzip\b/i.test(value)) return "gzip";
  return "identity";
}
