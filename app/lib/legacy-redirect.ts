import { redirectTarget } from "~/redirects";
import { NOT_FOUND_PRERENDER_PATH } from "./not-found";

/**
 * The not-found page's script. A static host without redirect rules answers a legacy URL with this page: the
 * visitor is sent on to the new one. The server logs a 404 too; this line catches broken links followed
 * inside the site.
 */
export function redirectLegacyUrl(): void {
  const { pathname } = window.location;
  const target = redirectTarget(pathname);
  if (target) window.location.replace(target);
  else if (pathname !== NOT_FOUND_PRERENDER_PATH) console.warn(`Page introuvable : ${pathname}`);
}
