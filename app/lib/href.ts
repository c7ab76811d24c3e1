import type { PagePath } from "~/pages";

/**
 * Where a link may point: a page of the page table (optionally with a #fragment or a ?query), a fragment of
 * the current page, or an external https:, mailto: or tel: address. A typo in an internal path fails `tsc`.
 */
export type Href =
  | PagePath
  | `${PagePath}#${string}`
  | `${PagePath}?${string}`
  | `#${string}`
  | `https://${string}`
  | `mailto:${string}`
  | `tel:${string}`;
