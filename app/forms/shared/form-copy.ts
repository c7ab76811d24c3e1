import { APPLICATION_REPLY_DELAY, REPLY_DELAY } from "~/facts/group";
import { preparedCopy } from "~/lib/copy-file";
import { SITE } from "~/site.config";

/**
 * The names a form's copy may quote (content/formulaires/*.json). A form is an island: its copy is read in the
 * browser too, so it gets the few values the forms already carry (the site settings, the group's reply delays)
 * and not ~/content/placeholders, which computes every fact of the site. The build checks each form file with
 * these names (scripts/content/copy-files.ts, its line's `names`).
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
