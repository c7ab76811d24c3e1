import type { RichText, Segment } from "~/components/legal/types";
import type { Href } from "~/lib/href";

/**
 * The little Markdown a legal text may carry, inside one paragraph, list item or table cell: a link
 * `[texte](/page)` and bold `**terme**`, nothing else. It becomes the segments the legal pages already draw
 * (components/legal/types.ts): React prints their text, so a `<` or a tag typed in the CMS is shown as typed,
 * never read as HTML. A text without markup stays a plain string, as the typed modules wrote it.
 */
const MARKUP = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** The text as segments: runs of text, links, bold terms. */
export function inlineMarkup(text: string): RichText {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    const [whole, label, href, strong] = match;
    segments.push(
      strong === undefined ? { text: label ?? "", href: href as Href } : { text: strong, strong: true },
    );
    last = match.index + whole.length;
  }
  if (segments.length === 0) return text;
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** The addresses of the links a text carries, as typed. */
export const linkTargets = (text: string): string[] =>
  [...text.matchAll(MARKUP)].flatMap(([, , href]) => (href ? [href] : []));

/** What is left of a markup once the complete links and bold terms are taken out: `**` or `](` means a typo. */
export const strayMarkup = (text: string): boolean =>
  /\*\*|\]\(|\[[^\]]*\]\s+\(/.test(text.replace(MARKUP, ""));
