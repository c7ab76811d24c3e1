import type { IncomingMessage } from "node:http";

export type BodyResult = { ok: true; body: Buffer } | { ok: false; reason: "too-large" };

/**
 * Reads a request body up to `limit` bytes. Past the limit it stops keeping bytes and answers at once,
 * so an oversized upload costs no memory; the rest of the stream is drained and dropped.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve({ ok: false, reason: "too-large" });
  }

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off("data", onData);
      req.off("end", onEnd);
      req.resume();
      resolve({ ok: false, reason: "too-large" });
    };
    const onEnd = (): void => resolve({ ok: true, body: Buffer.concat(chunks, size) });
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", reject);
  });
}
