import { APPLICATION_REPLY_DELAY, REPLY_DELAY } from "~/facts/group";
import { preparedCopy } from "~/lib/copy-file";
import { SITE } from "~/site.config";

/**
 * The names a form's copy may quote (content/formulaires/*.json): the few values a form's words speak of (the site
 * settings, the group's reply delays), not every fact of ~/content/placeholders. The words are prepared when the
 * site is built (each `copy.ts` is `"use build-time data"`), so none of this reaches the browser. The build checks
 * each form file with these names (scripts/content/copy-files.ts, its line's `names`).
 */
export const FORM_NAMES: Readonly<Record<string, string>> = {
  "e-mail-contact": SITE.email,
  telephone: SITE.phone,
  "delai-reponse": REPLY_DELAY,
  "delai-candidature": APPLICATION_REPLY_DELAY,
  // The group's name as the expert and client forms already wrote it (SITE.product, the spec's {product}).
  "nom-du-groupe": SITE.product,
};

/**
 * A form's copy file as the form shows it: typeset for French, its names filled (./copy-file.ts). `later`: names
 * the form fills itself on each use (the lead's reference…: ./message-names.ts), kept as written.
 */
export function readFormCopy<T>(file: string, data: T, later: readonly string[] = []): T {
  const kept = Object.fromEntries(later.map((name) => [name, `{${name}}`]));
  return preparedCopy(file, data, { ...FORM_NAMES, ...kept });
}
