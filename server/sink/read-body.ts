import type { IncomingMessage } from "node:http";

export type BodyResult =
  | { ok: true; body: Buffer }
  | { ok: false; reason: "too-large" }
  | { ok: false; reason: "aborted"; received: number };

/**
 * Reads a request body up to `limit` bytes. Past the limit it stops keeping bytes and answers at once,
 * so an oversized upload costs no memory; the rest of the stream is drained and dropped. A client that
 * goes away mid-body is an outcome, not an error: it resolves `aborted`.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve({ ok: false, reason: "too-large" });
  }

  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (result: BodyResult): void => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onGone);
      req.off("close", onGone);
      resolve(result);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.resume();
      stop({ ok: false, reason: "too-large" });
    };
    const onEnd = (): void => stop({ ok: true, body: Buffer.concat(chunks, size) });
    const onGone = (): void => {
      if (!req.complete) stop({ ok: false, reason: "aborted", received: size });
    };
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onGone);
    req.once("close", onGone);
  });
}
