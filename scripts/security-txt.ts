// /.well-known/security.txt (RFC 9116): where to report a security flaw, written by the build into each variant
// (scripts/postbuild.ts) and served as a file by the Node server, nginx and the static hosts alike. The contact and
// the expiry date are settings the owner edits in the CMS (content/settings.json, « Signalement de failles »).

import type { Settings } from "../app/facts/settings-schema";
import type { Variant } from "../app/pages";

/** The URL path the RFC fixes. */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The build warns this long before the file lapses. */
const WARN_DAYS = 30;
/** RFC 9116 §2.5.5: an expiry less than a year away, so that a stale file is noticed. */
const MAX_DAYS = 365;

/** The moment the file stops being valid: the end of the day the owner chose, UTC. */
export function expiresAt(expires: string): Date {
  return new Date(`${expires}T23:59:59Z`);
}

/** The file's text for one variant: its fields in the RFC's order of importance, each on its own line. */
export function securityTxt(security: Settings["security"], origin: string): string {
  return [
    `Contact: mailto:${security.contact}`,
    `Expires: ${expiresAt(security.expires).toISOString().replace(".000Z", "Z")}`,
    "Preferred-Languages: fr, en",
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    "",
  ].join("\n");
}

/** The files of the variants built, by variant. */
export function securityTxtFiles(
  security: Settings["security"],
  origins: Record<Variant, string>,
): Record<Variant, string> {
  return { fr: securityTxt(security, origins.fr), be: securityTxt(security, origins.be) };
}

const WHERE =
  "Réglages du site › Coordonnées et mentions légales › Signalement de failles de sécurité › Valable jusqu’au";

/**
 * The build's verdict on the expiry date at `now`, like the other dated facts: a warning a month before it lapses;
 * lapsed, or more than a year away (the RFC's limit), a warning for a development build and the reason a production
 * build stops.
 */
export function securityTxtExpiry(now: Date, expires: string): { warning?: string; problem?: string } {
  const days = Math.floor((expiresAt(expires).getTime() - now.getTime()) / DAY_MS);
  const fix = `reportez-la dans le CMS (${WHERE}, content/settings.json)`;
  if (days < 0)
    return {
      problem: `security.txt a expiré le ${expires} : vérifiez l’adresse de signalement et ${fix}, à moins d’un an.`,
    };
  if (days > MAX_DAYS)
    return {
      problem: `security.txt expire le ${expires}, à plus d’un an (RFC 9116) : ${fix}, à moins d’un an d’aujourd’hui.`,
    };
  if (days <= WARN_DAYS)
    return {
      warning: `security.txt expire le ${expires}, dans ${days} jour(s) : vérifiez l’adresse de signalement et ${fix}.`,
    };
  return {};
}
