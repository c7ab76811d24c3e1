/**
 * A page's path as the site writes it: without a trailing slash, "/" aside (decision 016). React Router 8 (and 7
 * with its v8 flags) prerenders `/about` by requesting `/about/` and keeps that slash in the location the pages
 * read (docs/decisions/031), so a page compares its own path with a link's through this.
 */
export const pagePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
