// The site's one web font, cut at build time: Inter variable, weights 400 to 800 (the site's normal to
// extrabold), with the characters French pages are written in. 29 KB instead of fontsource's 48 KB "latin"
// file, which is preloaded and so on every page's LCP path (docs/decisions/013-font-and-json-ld.md).
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

const SOURCE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
/** Where the cut font is written, for app.css and root.tsx to import (gitignored). */
export const INTER_FILE = "app/generated/inter.woff2";
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/**
 * Every character the font keeps: ASCII, Latin-1 (accents, « », the no-break space), Œ œ Ÿ, and the
 * punctuation, currency and arrows of French copy. The typography check fails on a page character not here.
 */
export const INTER_CHARACTERS =
  range(0x20, 0x7e) +
  range(0xa0, 0xff) +
  "ŒœŸ" +
  "\u2009\u2011\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2039\u203a\u202f" +
  "\u2082\u20ac\u2122\u2190\u2191\u2192\u2193\u2212";

/** Writes the cut font, unless the same bytes are already there. */
export async function writeInterSubset(root = process.cwd()): Promise<void> {
  const font = await subsetFont(await readFile(path.join(root, SOURCE)), INTER_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: INTER_WEIGHTS },
  });
  const out = path.join(root, INTER_FILE);
  if (existsSync(out) && Buffer.compare(await readFile(out), font) === 0) return;
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, font);
}

/** Cuts the font before Vite resolves app.css and root.tsx (build, dev server and unit tests alike). */
export function interSubset(): Plugin {
  return {
    name: "inter-subset",
    async buildStart() {
      await writeInterSubset();
    },
  };
}
