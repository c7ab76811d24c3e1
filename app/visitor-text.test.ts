// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/**
 * Every word a visitor reads or hears is in content/ (issue 21, docs/decisions/030): the blocks, routes, forms and
 * islands write none. This test reads their source with TypeScript's parser and lists what would be visitor text
 * written in code: JSX text, a literal `aria-label`, `alt`, `title`, `placeholder`…, a literal string child, and
 * an option named like an accessible name (`closeButtonAriaLabel`, `"aria-label"`), with a letter in it; and any other string with a French letter (é, à, ’, «…), which is how copy slipped into a
 * constant before. Not counted: punctuation and entities between values (« &nbsp;: »), console and Error
 * messages (for developers). The few exceptions are listed with their reason.
 */
const APP = import.meta.dirname;
const FOLDERS = ["components", "routes", "forms", "islands", "browser"];

/** What may stay, by file and text, and why. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // The wordmark, drawn in two colours: a brand, not copy (its link's name is content/interface.json's).
  "components/layout/logo.tsx": ["LIF", "Group"],
  // The honeypot's label: hidden from everyone, only a robot filling every field reads it.
  "forms/shared/fields.tsx": ["Ne remplissez pas ce champ"],
  // A rule of how initials are taken (« Centre de production » → « CP »), not words shown.
  "components/sections/initials.ts": ["à"],
  // A code the e-mail templates match on (docs/decisions/030, « Forms' shared messages »), never shown on a page.
  "forms/shared/templates.ts": ["[Spam suspecté]"],
  // What the local outbox's log writes instead of a CV's bytes: for developers.
  "forms/shared/delivery.ts": [" caractères>"],
};

/** Test helpers that are not *.test.* files: they hold the spec's words the tests expect. */
const TEST_SUPPORT = new Set(["forms/shared/form-test-kit.tsx", "forms/contact/test-values.ts"]);

const VISITOR_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
  "label",
]);

const LETTER = /\p{L}/u;
const FRENCH = /[À-ÖØ-öø-ÿœŒ’«»]/u;
/** HTML entities in JSX text (`&nbsp;`) are not words. */
const withoutEntities = (text: string) => text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, "");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The literal parts of a string or template (the text between `${…}`), or nothing for another expression. */
function literalParts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return [];
}

/** Inside `console.warn(…)`, `new Error(…)`: words for developers. */
function forDevelopers(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true;
    if (ts.isCallExpression(parent) && /^console\./.test(parent.expression.getText())) return true;
  }
  return false;
}

function visitorTextIn(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = withoutEntities(node.text).trim();
      if (LETTER.test(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && node.initializer && VISITOR_ATTRIBUTES.has(node.name.getText())) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const part of value ? literalParts(value) : []) if (LETTER.test(part)) found.push(part);
    } else if (ts.isPropertyAssignment(node) && /aria-?label\W*$/i.test(node.name.getText())) {
      // An accessible name handed to a library as an option (sonner's `containerAriaLabel`…).
      for (const part of literalParts(node.initializer)) if (LETTER.test(part)) found.push(part);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      for (const part of literalParts(node.expression)) if (LETTER.test(part)) found.push(part);
    } else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)) &&
      !ts.isImportDeclaration(node.parent) &&
      !forDevelopers(node)
    ) {
      for (const part of literalParts(node)) if (LETTER.test(part) && FRENCH.test(part)) found.push(part);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("visitor text", () => {
  it("is written in content/, not in the blocks, routes, forms and islands", () => {
    const files = [...FOLDERS.flatMap((folder) => sourceFiles(join(APP, folder))), join(APP, "root.tsx")];
    const found = new Map(files.map((file) => [relative(APP, file), visitorTextIn(file)]));
    const written = [...found].flatMap(([name, texts]) =>
      TEST_SUPPORT.has(name)
        ? []
        : texts.filter((text) => !ALLOWED[name]?.includes(text)).map((text) => `${name}: ${text}`),
    );
    expect(written).toEqual([]);
    // The exceptions are still there: a list that outlives its reasons would hide the next text.
    for (const [name, texts] of Object.entries(ALLOWED)) expect(found.get(name), name).toEqual(texts);
  });

  it("finds each kind of such a text, and leaves values, punctuation and developers' messages", () => {
    const source = `
      const OPTIONS = { containerAriaLabel: "Notifications", style: { label: "mt-1" } };
      const NOTE = "Réponse rapide";
      export function Block({ name }: { name: string }) {
        if (!name) throw new Error("Nom manquant : écrivez-le");
        console.warn(\`[bloc] sans rôle, « \${name} »\`);
        return (
          <a href="/" aria-label="Accueil" title={\`\${name} (nouvel onglet)\`} className="mt-1">
            Lire la suite{" "}{name}&nbsp;:{"Voir"}
          </a>
        );
      }`;
    expect(visitorTextIn("block.tsx", source)).toEqual([
      "Notifications",
      "Réponse rapide",
      "Accueil",
      " (nouvel onglet)",
      "Lire la suite",
      "Voir",
    ]);
  });
});
