// The French typography of every prerendered page, checked by the build (scripts/checks/page-texts.ts).
// Fails the build on an ordinary space before : ; ! ? or inside « », a straight apostrophe, a time written
// "48h" or with a breaking space, an English word the French copy has a word for (anglicisms.ts), or a
// character the site's cut of Inter does not draw (scripts/font-characters.ts).
import { cutCharacters } from "../font-characters";
import { ANGLICISMS } from "./anglicisms";
import { readableDocument } from "./readable-document";

export type TypographyProblem = { rule: string; excerpt: string };

/** Spec strings kept as the specification writes them: the assessment form's label and the contact form's message. */
const KEPT_AS_WRITTEN = ["Email professionnel", "Email invalide"];

const RULES: readonly { rule: string; pattern: RegExp }[] = [
  { rule: "espace ordinaire avant : ; ! ?", pattern: / [:;!?]/ },
  { rule: "espace ordinaire après « ou avant »", pattern: /« | »/ },
  { rule: "apostrophe droite (’ attendue)", pattern: /[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/ },
  { rule: "heures collées au chiffre (« 48 h » attendu)", pattern: /\b\d+h(?![a-zà-ÿ0-9])/ },
  { rule: "espace sécable entre le nombre et h (espace insécable attendue)", pattern: /\b\d+ h(?![a-zà-ÿ])/ },
];

/** Pictographs are drawn by the emoji font, never by Inter. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** The cut is made from the text in `content/` and `app/`: a page character it lacks was written elsewhere. */
const INTER = new Set(cutCharacters());

function excerpt(text: string, index: number): string {
  return text
    .slice(Math.max(0, index - 30), index + 30)
    .replace(/\s+/g, " ")
    .trim();
}

/** The problems in one text a visitor reads (a text node, a title, an alt text). */
export function checkText(text: string): TypographyProblem[] {
  let cleaned = text;
  for (const kept of KEPT_AS_WRITTEN) cleaned = cleaned.replaceAll(kept, "");
  const problems: TypographyProblem[] = [];
  const every = (pattern: RegExp) => cleaned.matchAll(new RegExp(pattern.source, `${pattern.flags}g`));
  for (const { rule, pattern } of RULES) {
    for (const match of every(pattern)) problems.push({ rule, excerpt: excerpt(cleaned, match.index) });
  }
  for (const match of cleaned.matchAll(/[^\n\r\t]/gu)) {
    const character = match[0];
    if (INTER.has(character) || PICTOGRAPH.test(character)) continue;
    const code = character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0");
    problems.push({
      rule: `caractère U+${code} absent de la police`,
      excerpt: excerpt(cleaned, match.index),
    });
  }
  for (const { pattern, word, french } of ANGLICISMS) {
    for (const match of every(pattern)) {
      problems.push({ rule: `anglicisme « ${word} » (→ ${french})`, excerpt: excerpt(cleaned, match.index) });
    }
  }
  return problems;
}

const VISIBLE_ATTRIBUTES = ["alt", "title", "aria-label", "placeholder"];

/** Every text a visitor of the page reads or hears: text nodes, the title, descriptions and labelling attributes. */
export function visibleTexts(document: Document): string[] {
  const texts: string[] = [document.title];
  for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"][content]')) {
    const content = meta.getAttribute("content") ?? "";
    if (!/^https?:\/\//.test(content)) texts.push(content);
  }
  for (const attribute of VISIBLE_ATTRIBUTES) {
    for (const element of document.body.querySelectorAll(`[${attribute}]`))
      texts.push(element.getAttribute(attribute) ?? "");
  }
  // Text nodes joined with a separator that keeps " :" across two nodes visible to the rules.
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node.textContent ?? "");
  texts.push(nodes.join(""));
  return texts;
}

/** The problems of a page already parsed (readable-document.ts). */
export function checkDocument(document: Document): TypographyProblem[] {
  return visibleTexts(document).flatMap(checkText);
}

export function checkPage(html: string): TypographyProblem[] {
  return checkDocument(readableDocument(html));
}
