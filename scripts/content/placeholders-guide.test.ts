// @vitest-environment node
import { readFileSync } from "node:fs";
import { LEGAL_PLACEHOLDERS, LEGAL_VARIANT_PLACEHOLDERS } from "../../app/content/files/legal-placeholders";
import { DOMAIN_BRIEF_NAMES, LIF_FORM_NAMES } from "../../app/content/form/lif-form-names";
import { PLACEHOLDERS, VARIANT_PLACEHOLDERS } from "../../app/content/placeholders";
import { BACKOFFICE_NAMES } from "../../app/content/talent/backoffice-names";
import { FORM_NAMES } from "../../app/forms/shared/form-copy";
import { MESSAGE_NAMES } from "../../app/forms/shared/message-names";

/**
 * The facts' names, the names the legal pages know besides them (their own table in the guide), and the names of
 * one page's own (the back-office page's, in the facts' table).
 */
/** The LIF Form pages' counts, known by their example (app/content/form/lif-form-names.ts). */
const COUNTED = Object.fromEntries(
  Object.entries({ ...LIF_FORM_NAMES, ...DOMAIN_BRIEF_NAMES }).map(([name, { example, what }]) => [
    name,
    { value: example, what },
  ]),
);
const NAMED = { ...PLACEHOLDERS, ...LEGAL_PLACEHOLDERS, ...BACKOFFICE_NAMES, ...COUNTED };

/** The rows of the editors' guide's table of texts to replace: the names of the first cell, and the second cell. */
const rows = () =>
  [...readFileSync("docs/editing.md", "utf8").matchAll(/^\| (`\{[^|]+) \| (.+) \|$/gm)].map(
    ([, names, text]) => ({
      names: [...(names ?? "").matchAll(/`\{([^}:]+)\}`/g)].map(([, name]) => name ?? ""),
      text: text ?? "",
    }),
  );

/** Every name the guide lists; a row saying « ajoutez `-signe` » lists each of its names' signed twin too. */
function documented(): string[] {
  return rows().flatMap(({ names, text }) => [
    ...names,
    ...(text.includes("`-signe`") ? names.map((name) => `${name}-signe`) : []),
  ]);
}

describe("the texts to replace, in the editors' guide", () => {
  it("lists every name the build knows, and no other", () => {
    const known = [
      ...Object.keys(NAMED),
      ...Object.keys(VARIANT_PLACEHOLDERS),
      ...Object.keys(LEGAL_VARIANT_PLACEHOLDERS),
      // What the forms' copy may quote (their own table in the guide): the forms' facts and the names of one send.
      ...Object.keys(FORM_NAMES),
      ...MESSAGE_NAMES,
    ];
    expect([...new Set(documented())].sort()).toEqual([...new Set(known)].sort());
  });

  it("shows a name's example with the value the pages print (ordinary spaces in the guide)", () => {
    const examples = rows().filter(({ names, text }) => names.length === 1 && /\(« .+ »\)$/.test(text));
    expect(examples.length).toBeGreaterThan(10);
    for (const { names, text } of examples) {
      const [name = ""] = names;
      const example = /\(« (.+) »\)$/.exec(text)?.[1] ?? "";
      const value = NAMED[name]?.value.replace(/[\u00a0\u202f]/g, " ") ?? "";
      // The intra-company rule is quoted by its opening words.
      if (example.endsWith("…")) expect(value.startsWith(example.slice(0, -2)), name).toBe(true);
      else expect(value, name).toBe(example);
    }
  });
});
