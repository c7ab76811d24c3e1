import { VARIANT } from "~/lib/variant";
import { keptVisitSource, type VisitSource } from "~/lib/visit-source";
import { fill } from "./message-names";
import { MESSAGES_COPY } from "./messages-file";
import { SITE_CONTACT } from "./site-contact";
import type { LeadStamp } from "./templates";

const VARIANT_NAMES = { fr: "France", be: "Belgique" } as const;

/** What the team's e-mail says of the visit (content/formulaires/messages.json, « Ce que lit l’équipe »). */
const { team } = MESSAGES_COPY;

/** What the team reads when the visitor did not accept analytics cookies (nothing was kept). */
export const VISIT_NOT_KEPT = team.visitNotKept;

/** The visit's source as lines the team reads, or VISIT_NOT_KEPT. */
export function describeVisit(source: VisitSource | null): string {
  if (!source) return VISIT_NOT_KEPT;
  const { landing, referrer, ...campaign } = source;
  return [
    fill(team.landing, { page: landing }),
    fill(team.referrer, { "site-origine": referrer ?? team.noReferrer }),
    ...Object.entries(campaign).map(([name, value]) => `${name}\u00a0: ${value}`),
  ].join("\n");
}

/** Where this lead is sent from: the page (always), the site, and the visit's source when consent allows it. */
export function leadStamp(
  reference: string,
  where: { href: string; storage: Pick<Storage, "getItem"> | null } = {
    href: window.location.href,
    storage: safeSessionStorage(),
  },
): LeadStamp {
  const url = new URL(where.href);
  return {
    lead_ref: reference,
    source_page: `${url.origin}${url.pathname}${url.search}`,
    source_site: `${VARIANT_NAMES[VARIANT]} (${new URL(SITE_CONTACT.origins[VARIANT]).host})`,
    source_visit: describeVisit(where.storage ? keptVisitSource(where.storage) : null),
  };
}

/** sessionStorage, or null where the browser refuses it (some private modes throw on access). */
export function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
