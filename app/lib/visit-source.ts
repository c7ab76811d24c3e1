import type { ConsentChoice } from "./consent";

/**
 * Where a visit came from, kept for the forms' leads only when the visitor accepted analytics cookies: the
 * landing page, the referring site's host, and the campaign parameters (`utm_*`, `gclid`) of the landing URL.
 * In sessionStorage (this tab, until it closes), never sent anywhere but inside a lead the visitor sends;
 * cleared as soon as the visitor chooses "essential". First-party only: no request is made for it.
 */
export const VISIT_SOURCE_KEY = "lif_visit_source";
export const CAMPAIGN_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
] as const;

export type VisitSource = {
  /** The first page of the visit seen with consent: path and query. */
  landing: string;
  /** The referring site's host, when it was another site. */
  referrer?: string;
} & Partial<Record<(typeof CAMPAIGN_PARAMETERS)[number], string>>;

type Where = { href: string; referrer: string };
type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A parameter is cut to this length: a campaign name, not a place to smuggle text into a lead. */
const MAX_LENGTH = 200;

/** What the landing URL and its referrer say about the visit. */
export function readVisitSource({ href, referrer }: Where): VisitSource {
  const url = new URL(href);
  const source: VisitSource = { landing: `${url.pathname}${url.search}`.slice(0, MAX_LENGTH) };
  if (referrer) {
    try {
      const host = new URL(referrer).host;
      if (host && host !== url.host) source.referrer = host;
    } catch {
      // An unreadable referrer says nothing.
    }
  }
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) source[name] = value.slice(0, MAX_LENGTH);
  }
  return source;
}

/**
 * Follows the cookie choice: with "all", keeps the visit's source unless one is kept already (the first page
 * seen with consent is the landing page); with "essential", forgets it.
 */
export function followConsent(choice: ConsentChoice, storage: SessionStore, where: Where): void {
  try {
    if (choice !== "all") {
      storage.removeItem(VISIT_SOURCE_KEY);
      return;
    }
    if (storage.getItem(VISIT_SOURCE_KEY) === null) {
      storage.setItem(VISIT_SOURCE_KEY, JSON.stringify(readVisitSource(where)));
    }
  } catch {
    // Storage refused (private mode, quota): a lead then goes without its source.
  }
}

/** The kept source, or null: no consent, nothing kept, or unreadable. */
export function keptVisitSource(storage: Pick<Storage, "getItem">): VisitSource | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(VISIT_SOURCE_KEY) ?? "null");
    if (typeof value !== "object" || value === null || typeof (value as VisitSource).landing !== "string")
      return null;
    return value as VisitSource;
  } catch {
    return null;
  }
}
