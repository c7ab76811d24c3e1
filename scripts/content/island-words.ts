import { readFileSync } from "node:fs";
import { join } from "node:path";
import { typeset } from "../../app/lib/french.ts";

/**
 * The interface's words that islands show (content/interface.json, « Navigation › Textes de l’interface »):
 * « (nouvel onglet) » after a link that opens one (SmartLink, in the assessment form's island; the contact map's
 * island; the links to another site) and the toaster's names. They reach the code as build-time constants, Vite's
 * and esbuild's `define`, typeset here as every copy file is: each island's script carries the words it shows and
 * nothing else. A module instead (the JSON's named exports, tried) is shared by several islands, so the bundler
 * gave it a chunk of its own, one more script in the import map of every page with an island; a prop would be
 * written into each page's HTML. Declared for the type checker in app/island-words.d.ts; read by vite.config.ts,
 * vitest.config.ts and the CMS's bundle (./admin-bundle.mjs). The dev server reads them when it starts.
 */
export const ISLAND_WORDS_FILE = "content/interface.json";

export function islandWords(root = process.cwd()): Record<string, string> {
  const { newTab, toaster } = JSON.parse(readFileSync(join(root, ISLAND_WORDS_FILE), "utf8"));
  // The file's schema has checked the words (the build's first step); typeset as readCopy does.
  const word = (text: string) => JSON.stringify(typeset(text));
  return {
    __NEW_TAB__: word(newTab),
    __TOASTER_REGION__: word(toaster.region),
    __TOASTER_CLOSE__: word(toaster.close),
  };
}
