/**
 * What the islands use of React Router, as the browser runs it (docs/decisions/014 and 017).
 *
 * Every page is prerendered HTML; following a link loads the next page's HTML, as on any static site. In the
 * browser only the islands run (a form, the office map, the toasts): a link is an `<a>`, and the location is
 * the one the page was made for. The client build resolves `react-router` to this module instead of the router
 * (`scripts/browser-router.ts`); prerendering, the unit tests and the types still use React Router itself.
 * An island that imports anything else of `react-router` fails the build: Rollup reports the missing export.
 */
import type { ComponentProps } from "react";

/** The location of the page: the one its HTML was prerendered for, give or take a query or a hash. */
export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(window.location.search)];
}

/** A URL with a scheme or a host: React Router's own test. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * A link to another page: a plain link, the next page is prerendered HTML. Its markup is React Router's
 * (`data-discover` on a link inside the site), so the prerendered link hydrates as it is.
 */
export function Link({ to, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  return <a {...props} href={to} data-discover={ABSOLUTE_URL.test(to) ? undefined : "true"} />;
}
