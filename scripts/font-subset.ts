// The site's one web font, cut at build time: Inter variable, weights 400 to 800 (the site's normal to
// extrabold), with the characters French pages are written in. 26 KB instead of fontsource's 48 KB "latin"
// file, which is preloaded and so on every page's LCP path (docs/decisions/013-font-cut-and-one-shell-chunk.md).
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { INTER_CHARACTERS } from "./font-characters";

const SOURCE = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
/** Where the cut font is written, for app.css and root.tsx to import (gitignored). */
export const INTER_FILE = "app/generated/inter.woff2";
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

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
