// The characters the site's cut of Inter keeps: data shared by the cut (font-subset.ts) and the typography
// check, which must not load the subsetting tool to read them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/**
 * Every character the font may keep: ASCII; the Latin-1 letters (× ÷ and the Icelandic Ð ð Þ þ aside), the no-break
 * space, « », °, ©, ®, § and ·; Œ œ Ÿ; the punctuation, subscript two, currency signs and arrows of French copy.
 * A page character outside this list fails the typography check: fontsource's other subsets are not declared.
 */
export const INTER_CHARACTERS =
  range(0x20, 0x7e) +
  "\u00a0«»°©®§·" +
  range(0xc0, 0xff).replace(/[×÷ÐðÞþ]/g, "") +
  "ŒœŸ" +
  "\u2009\u2011\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2039\u203a\u202f" +
  "\u2082\u20ac\u2122\u2190\u2191\u2192\u2193\u2212";

/**
 * Kept whatever the site's text: what visitors type in the forms. ASCII, and the accented letters of French
 * names and words (a glyph missing from the cut is drawn by the fallback font, in the middle of the word).
 */
const TYPED_BY_VISITORS = `${range(0x20, 0x7e)}àâçéèêëîïôùûüœ`;

/** Where every word a page shows is written: the owner's files, and the code that draws the rest (arrows, the
 * typesetter's no-break spaces). Read whole, comments and keys included: a few characters more, never fewer. */
const TEXT_SOURCES = [
  { dir: "content", file: /\.json$/ },
  { dir: "app", file: /(?<!\.test)\.tsx?$/ },
];

/** The text of a file with its `\uXXXX` and `\u{…}` escapes read as the characters they write. */
const unescaped = (text: string) =>
  text.replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})/gi, (_, long: string, short: string) =>
    String.fromCodePoint(Number.parseInt(long ?? short, 16)),
  );

/**
 * The characters the cut keeps: those of INTER_CHARACTERS that the site's text uses or a visitor may type, each
 * in both cases (`uppercase` and `capitalize` in the style sheet draw the other one). 16.6 KB instead of 19.4 KB
 * for all of INTER_CHARACTERS: on the home page the file then arrives one simulated round trip sooner (decision
 * 033). An owner's new character is in the next build's cut; the typography check fails on a page character the
 * cut lacks all the same.
 */
export function cutCharacters(root = process.cwd()): string {
  const used = new Set(TYPED_BY_VISITORS);
  for (const { dir, file } of TEXT_SOURCES) {
    const files = readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" });
    for (const name of files.filter((name) => file.test(name))) {
      for (const character of unescaped(readFileSync(path.join(root, dir, name), "utf8")))
        used.add(character);
    }
  }
  for (const character of [...used]) {
    used.add(character.toLocaleUpperCase("fr-FR"));
    used.add(character.toLocaleLowerCase("fr-FR"));
  }
  return [...INTER_CHARACTERS].filter((character) => used.has(character)).join("");
}
