// Compares two builds page by page: `node scripts/compare-builds.mjs <buildA> <buildB>`. Every prerendered page
// (and the sitemap, robots.txt, the manifest…) of both variants must be byte for byte the same, the hashes in
// asset names and the scripts' integrity digests aside (`/assets/root-AbC123xy.js` and `/assets/root-Zz9_8-7q.js`
// compare equal). Kept for moves
// that must change nothing visible, such as moving content into the CMS's files (docs/decisions/023).
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { builtPages } from "../server/page-files.mjs";

/** Beside the pages: the sitemap, robots.txt, the web manifest. */
const ALSO_COMPARED = new Set([".xml", ".txt", ".webmanifest"]);
/** Vite's content hash: eight URL-safe characters before the extension. */
const ASSET_HASH = /(\/assets\/[\w.-]+?)-[\w-]{8}(\.[a-z0-9]+)/g;

const [left, right] = process.argv.slice(2);
if (!left || !right) {
  console.error("Usage : node scripts/compare-builds.mjs <build A> <build B>");
  process.exit(2);
}

/** The compared files of a variant's client folder, by path relative to it. */
function files(dir) {
  const pages = builtPages(dir).map(({ path }) => path.slice(1));
  const others = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && ALSO_COMPARED.has(extname(entry.name)))
    .map((entry) => entry.name);
  return [...pages, ...others].sort();
}

/**
 * A script's Subresource Integrity digest (the import map's `integrity`, a tag's `integrity="…"`): it follows the
 * script's bytes as its name's hash does, so a change to an island's code (the forms' copy read from content/,
 * docs/decisions/030) changes it on every page; what the code says is compared by the forms' tests instead.
 */
const INTEGRITY = /sha(256|384|512)-[A-Za-z0-9+/]+=*/g;

const normalise = (text) => text.replace(ASSET_HASH, "$1$2").replace(INTEGRITY, "sha$1");

/** The first difference in context, for the report. */
function firstDifference(a, b) {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  const around = (text) => JSON.stringify(text.slice(Math.max(0, index - 60), index + 60));
  return `\n    A : ${around(a)}\n    B : ${around(b)}`;
}

const problems = [];
let compared = 0;
for (const variant of ["fr", "be"]) {
  const dirA = join(left, variant, "client");
  const dirB = join(right, variant, "client");
  const inA = files(dirA);
  const inB = new Set(files(dirB));
  for (const path of inA) {
    if (!inB.has(path)) {
      problems.push(`${variant}/${path} : absent de ${right}`);
      continue;
    }
    inB.delete(path);
    compared += 1;
    const a = normalise(readFileSync(join(dirA, path), "utf8"));
    const b = normalise(readFileSync(join(dirB, path), "utf8"));
    if (a !== b) problems.push(`${variant}/${path} : diffère${firstDifference(a, b)}`);
  }
  for (const path of inB) problems.push(`${variant}/${relative(".", path)} : absent de ${left}`);
}

if (problems.length > 0) {
  console.error(
    `✗ ${problems.length} fichier(s) diffèrent sur ${compared} comparés :\n${problems.map((line) => `  - ${line}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(`✓ ${compared} fichiers identiques (noms d’assets mis à part) entre ${left} et ${right}.`);
