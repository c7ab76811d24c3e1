import type { IncomingMessage, ServerResponse } from "node:http";

export type LogLine = (line: string) => void;

/**
 * Writes one line when the response is done: `GET /about 200 1.4ms fr`. The query string is left out
 * (it may carry personal data); a 404 line is how missing paths get noticed.
 */
export function logWhenDone(req: IncomingMessage, res: ServerResponse, variant: string, log: LogLine): void {
  const started = process.hrtime.bigint();
  res.once("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const path = (req.url ?? "").split("?")[0];
    const aborted = res.writableFinished ? "" : " aborted";
    log(`${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms ${variant}${aborted}`);
  });
}
