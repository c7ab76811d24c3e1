import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** How often idle keep-alive connections are closed while requests in flight finish. */
const IDLE_SWEEP_MS = 250;

/**
 * Stops a server without cutting anyone off: no new connections, requests in flight run to the end,
 * keep-alive connections are closed as soon as they fall idle (and told so on their last response).
 * Resolves once every connection is gone; the caller decides how long it is willing to wait.
 */
export function closeGracefully(server: Server): Promise<void> {
  const closing = new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
  });

  // A request arriving on an open keep-alive connection is served, then that connection closes.
  const lastOnConnection = (_req: IncomingMessage, res: ServerResponse): void => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };
  server.on("request", lastOnConnection);
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);

  return closing.finally(() => {
    clearInterval(sweep);
    server.off("request", lastOnConnection);
  });
}
