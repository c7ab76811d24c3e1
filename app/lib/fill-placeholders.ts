/**
 * `{name}` placeholders filled from a record of values. Pure, and importing nothing: the forms' islands use it in
 * the browser (app/forms/shared/form-copy.ts) without the facts that ./placeholders.ts computes.
 */

/** `{name}`: anything between braces, so that a mistyped `{Tarif intra}` is reported, not printed. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The text with each `{name}` replaced from `values`, and the names it used that `values` does not know. */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name.trim()];
    if (value === undefined) unknown.push(name);
    return value ?? whole;
  });
  return { text: filled, unknown };
}
