// The build's two checks of the text on every prerendered page, over each page parsed once:
// `node build/tools/page-texts.mjs <client dir>…`. French typography (typography.ts) and one value per claim
// across both variants (facts-consistency.ts, decision 018). Parsing the pages with jsdom is most of what both
// cost: one parse per page, not one per check (docs/decisions/025, amendment of 2026-11-26).
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { builtPages } from "../../server/page-files.mjs";
import { contradictions, documentText } from "./facts-consistency";
import { readableDocument } from "./readable-document";
import { checkDocument } from "./typography";

const pages = process.argv
  .slice(2)
  .flatMap(builtPages)
  .map(({ file }) => ({ file, document: readableDocument(readFileSync(file, "utf8")) }));

let typography = 0;
for (const { file, document } of pages) {
  for (const problem of checkDocument(document)) {
    typography += 1;
    console.error(`✗ ${relative(process.cwd(), file)} : ${problem.rule} — « ${problem.excerpt} »`);
  }
}
if (typography > 0)
  console.error(
    `\nTypographie : ${typography} problème(s). Corrigez le texte dans app/content/ (ou app/forms/).`,
  );
else console.log("✓ Typographie française vérifiée sur chaque page.");

const found = contradictions(
  pages.map(({ file, document }) => ({ page: relative(process.cwd(), file), text: documentText(document) })),
);
for (const { kind, values } of found) {
  console.error(`✗ ${kind} : ${values.length} valeurs`);
  for (const { value, pages: where, excerpt } of values)
    console.error(`    « ${value} » sur ${where.length} page(s), dont ${where[0]} — « ${excerpt} »`);
}
if (found.length > 0)
  console.error(
    `\nFaits : ${found.length} affirmation(s) avec deux valeurs. Écrivez la valeur une fois dans app/facts/ ou app/site.config.ts et faites-la lire par chaque page.`,
  );
else console.log(`✓ Faits cohérents sur ${pages.length} pages : chaque affirmation n’a qu’une valeur.`);

if (typography > 0 || found.length > 0) process.exit(1);
