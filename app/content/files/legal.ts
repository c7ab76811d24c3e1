import type { LegalBlock, LegalDocument, LegalSection } from "~/components/legal/types";
import { prepareCopy } from "~/lib/copy-file";
import { frenchDate } from "~/lib/french";
import type { Variant } from "~/pages";
import { inlineMarkup } from "./inline-markup";
import { INTERFACE } from "./interface";
import { legalPlaceholderValues } from "./legal-placeholders";
import type { LegalPageFile } from "./legal-schema";

/**
 * A legal page's file (content/pages-legales/, « Pages légales » at /admin/) as the page draws it: its date of
 * last update in words and as the ISO day of <time>, its texts typeset, their names filled with the settings' and
 * the facts' values for the site being built (./legal-placeholders.ts), the blocks kept for one site dropped on the
 * other, and each text's links and bold terms turned into the segments the legal pages draw (./inline-markup.ts).
 * Checked by the build with ./legal-schema.ts before the pages are rendered; here Vite reads the file, without zod. Used by app/content/legal/*.ts and the CMS's preview, which
 * draws a draft's unknown name between braces (`draft`) and lets the build name it on save.
 */
export function legalPage(
  file: string,
  data: unknown,
  variant: Variant,
  { draft = false } = {},
): LegalDocument {
  const { eyebrow, sections } = legalText(file, data, variant, { draft });
  const iso = (data as LegalPageFile).updated;
  // The words around the text, the same on the three pages (content/interface.json).
  return { eyebrow, updated: { text: frenchDate(iso), iso }, sections, words: INTERFACE.legal };
}

/**
 * A legal page's text without its date: what a visitor of `variant` reads. The build's date check
 * (scripts/content/legal-dates.ts) compares it across the file's history, where older versions have no date.
 */
export function legalText(
  file: string,
  data: unknown,
  variant: Variant,
  { draft = false } = {},
): { eyebrow: string; sections: readonly LegalSection[] } {
  const { copy, unknown } = prepareCopy(data as LegalPageFile, legalPlaceholderValues(variant));
  if (unknown.length > 0 && !draft)
    throw new Error(
      `Texte à remplacer inconnu : ${unknown.map(({ path, name }) => `{${name}} (${file}, ${path})`).join(", ")}`,
    );
  return {
    eyebrow: copy.eyebrow,
    sections: copy.sections.map(({ id, title, blocks }) => ({
      id,
      title,
      blocks: blocks.filter((block) => !block.site || block.site === variant).map(legalBlock),
    })),
  };
}

type FileBlock = LegalPageFile["sections"][number]["blocks"][number];

/** A file's block as the page's renderer takes it (components/legal/types.ts), without the site it is for. */
function legalBlock(block: FileBlock): LegalBlock {
  switch (block.kind) {
    case "paragraph":
      return { kind: "paragraph", text: inlineMarkup(block.text) };
    case "subheading":
      return { kind: "subheading", text: block.text };
    case "list":
      return { kind: "list", items: block.items.map(inlineMarkup) };
    case "facts":
      return {
        kind: "facts",
        items: block.items.map(({ label, value }) => ({ label, value: inlineMarkup(value) })),
      };
    case "table":
      return {
        kind: "table",
        caption: block.caption,
        columns: block.columns,
        rows: block.rows.map(({ cells }) => cells.map(inlineMarkup)),
      };
  }
}
