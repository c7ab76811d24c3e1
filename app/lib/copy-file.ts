import { fillPlaceholders } from "./fill-placeholders";
import { typeset } from "./french";

/**
 * A copy file as the pages use it: the JSON an editor saved in the CMS (content/…), every prose string typeset
 * for French (an editor types ordinary spaces and apostrophes) and its `{name}` placeholders filled with the
 * facts' values. No zod and no file access here: the pages read the files through Vite
 * (app/content/files/read-copy.ts, and the forms' islands app/forms/shared/form-copy.ts), the build's checks through
 * Node (scripts/content/copy-files.ts), and all prepare them with this function, so the pages and the checks see the
 * same text. The file's schema (app/content/files/*-schema.ts) has run before.
 */

/** A `{name}` the values do not know, by its field's path in the file ("items.2.answer"). */
export type UnknownName = { path: string; name: string };

/** Fields that hold a code, not prose, wherever they are: a page's address, an icon's name, a menu's id. */
export const CODE_FIELDS: ReadonlySet<string> = new Set(["to", "icon", "id"]);

/** Every prose string of `data` typeset then filled; unknown placeholders collected by path. */
export function prepareCopy<T>(
  data: T,
  values: Readonly<Record<string, string>>,
): { copy: T; unknown: UnknownName[] } {
  const unknown: UnknownName[] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === "string") {
      const filled = fillPlaceholders(typeset(value), values);
      for (const name of filled.unknown) unknown.push({ path, name });
      return filled.text;
    }
    if (Array.isArray(value))
      return value.map((item, index) => walk(item, `${path}${path ? "." : ""}${index}`));
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          CODE_FIELDS.has(key) ? inner : walk(inner, path ? `${path}.${key}` : key),
        ]),
      );
    return value;
  };
  return { copy: walk(data, "") as T, unknown };
}

/**
 * A file's copy prepared for a page or a form: the build's checks have already refused an unknown name with the
 * CMS's labels (scripts/content/copy-files.ts), so one left here is a bug in code, thrown with the file and field.
 */
export function preparedCopy<T>(file: string, data: T, values: Readonly<Record<string, string>>): T {
  const { copy, unknown } = prepareCopy(data, values);
  if (unknown.length > 0)
    throw new Error(
      `Texte à remplacer inconnu : ${unknown.map(({ path, name }) => `{${name}} (${file}, ${path})`).join(", ")}`,
    );
  return copy;
}
