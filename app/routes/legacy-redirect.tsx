import { redirect } from "react-router";
import { redirectTarget } from "~/redirects";
import type { Route } from "./+types/legacy-redirect";

/**
 * Legacy URLs, for navigation inside the app and static hosts without redirect rules; the production
 * server answers these with a real 301 before any HTML is sent.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const target = redirectTarget(new URL(request.url).pathname) ?? "/";
  return redirect(target);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return null;
}

export default function LegacyRedirect() {
  return null;
}
