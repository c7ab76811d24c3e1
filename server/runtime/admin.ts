// Serves the CMS at /admin/ (docs/decisions/023): the files scripts/content/admin-bundle.ts writes to
// build/admin/ (or, for the dev server, to its cache folder), with the CMS's own headers.
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import { ADMIN_HEADERS } from "../headers/admin-headers.ts";
import { redirect, sendText } from "./respond.ts";

export const ADMIN_PATH = "/admin/";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
};

/** Whether a path is the CMS's (`/admin`, `/admin/…`). */
export const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith(ADMIN_PATH);

/**
 * Answers a request for the CMS from `dir`. Only the folder's own files, by their plain name: no sub-folder, no
 * dot segment, so nothing outside the folder can be reached.
 */
export function serveAdmin(dir: string, req: IncomingMessage, res: ServerResponse, pathname: string): void {
  for (const [name, value] of Object.entries(ADMIN_HEADERS)) res.setHeader(name, value);
  if (pathname === "/admin") {
    redirect(res, ADMIN_PATH);
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    sendText(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    return;
  }
  const name = pathname === ADMIN_PATH ? "index.html" : pathname.slice(ADMIN_PATH.length);
  const file = join(dir, name);
  if (!/^[\w-]+(\.[\w-]+)*$/.test(name) || !(extname(name) in TYPES) || !existsSync(file)) {
    sendText(res, 404, "Not Found");
    return;
  }
  const body = readFileSync(file);
  res.writeHead(200, { "Content-Type": TYPES[extname(name)] ?? "", "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}
