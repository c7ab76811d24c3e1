import { JSDOM } from "jsdom";

/**
 * A built page as a visitor reads it: parsed by jsdom, its scripts, style sheets and templates removed. Parsed
 * once per page for both text checks of the build (scripts/checks/page-texts.ts): the parse is most of their
 * cost.
 */
export function readableDocument(html: string): Document {
  const { document } = new JSDOM(html).window;
  for (const hidden of document.querySelectorAll("script, style, template")) hidden.remove();
  return document;
}
