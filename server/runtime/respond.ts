import type { ServerResponse } from "node:http";

/** Ends a response with a short plain-text body (error messages, the sink's `OK`). */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(text, "utf8");
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": body.length,
    // Errors and sink answers describe one request: never cache them.
    "Cache-Control": "no-store",
  });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value), "utf8");
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": body.length,
    "Cache-Control": "no-store",
  });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, "Content-Length": 0 });
  res.end();
}
