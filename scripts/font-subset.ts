// The site's one web font, cut at build time: Inter variable, weights 400 to 800 (the site's normal to
// extrabold), with the characters the site's text uses. 16.6 KB instead of fontsource's 48 KB "latin" file,
// which is preloaded and so on every page's LCP path (docs/decisions/013-font-cut-and-one-shell-chunk.md, 033).

import { createHash, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { cutCharacters } from "./font-characters.ts";

const SOURCE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
/** Where the cut font is written, for app.css and root.tsx to import (gitignored). */
export const INTER_FILE = "app/generated/inter.woff2";
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/**
 * The OpenType features the cut keeps: those browsers apply by default, except contextual alternates (`calt`),
 * plus tabular figures (`tabular-nums`) and case-sensitive forms (`case`, free once `calt` is gone). Inter's
 * `calt` and its stylistic sets pull their alternate glyphs into the file: 26.2 KB with them, 19.4 KB without
 * (all of INTER_CHARACTERS), and every page's screenshots differ from before by anti-aliasing only. Beside the
 * home page's hero picture and the scripts' loader, only a font under about 17.2 KB arrives one simulated round
 * trip before 1.2 s (decisions 014 and 033): the cut keeps only the characters the site writes.
 */
const INTER_FEATURES = [
  ...["kern", "liga", "clig", "ccmp", "locl", "mark", "mkmk", "rlig", "rvrn"],
  ...["tnum", "case"],
];

/**
 * What the cut is made from: the source font, the characters, the options and subset-font's version. The same
 * inputs always give the same bytes, and the cut costs each process about 1.5 s of CPU (harfbuzz's WebAssembly
 * compiled, then run): the build's two React Router builds and the unit tests each cut it before, all alike.
 */
function cutKey(source: Buffer, characters: string, root: string): string {
  const { version } = JSON.parse(
    readFileSync(path.join(root, "node_modules/subset-font/package.json"), "utf8"),
  ) as { version: string };
  return createHash("sha256")
    .update(source)
    .update(JSON.stringify([characters, INTER_WEIGHTS, INTER_FEATURES, version]))
    .digest("hex");
}

/** Writes the cut font, unless the cut from the same inputs is already there (its key beside it). */
export async function writeInterSubset(root = process.cwd()): Promise<void> {
  const source = await readFile(path.join(root, SOURCE));
  const out = path.join(root, INTER_FILE);
  const keyFile = `${out}.key`;
  const characters = cutCharacters(root);
  const key = cutKey(source, characters, root);
  if (existsSync(out) && existsSync(keyFile) && (await readFile(keyFile, "utf8")) === key) return;
  const font = await subsetFont(source, characters, {
    targetFormat: "woff2",
    variationAxes: { wght: INTER_WEIGHTS },
    keepFeatures: INTER_FEATURES,
  });
  await mkdir(path.dirname(out), { recursive: true });
  // Written aside, then renamed: the build and the unit tests cut it at the same time (scripts/test.mjs), and a
  // reader must never see half a file. Unique per call, not per process: Vitest's two projects cut it in one.
  // The key last: a key names a font already in place.
  for (const [file, bytes] of [
    [out, font],
    [keyFile, key],
  ] as const) {
    const aside = `${file}.${randomUUID()}.tmp`;
    await writeFile(aside, bytes);
    await rename(aside, file);
  }
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
