import { createHash } from "node:crypto";

/** A CSP hash source for a script or style text: `'sha256-<base64>'` of its UTF-8 bytes, as browsers compute it. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Script types a browser runs or, for an import map, reads under script-src; anything else
 * (`application/ld+json`…) is a data block CSP does not check.
 */
const EXECUTABLE_TYPES = new Set(["", "module", "importmap", "text/javascript", "application/javascript"]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;

/**
 * The hash sources of every inline script of a prerendered page, in order, without duplicates. A script's
 * text is raw text in HTML (no character references), so the bytes between the tags are what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const typeMatch = TYPE.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(sha256Source(text));
  }
  return [...hashes];
}

/**
 * The hash sources of the style sheets a library inserts as `<style>` elements at run time, read from its
 * source: every `__insertCSS("…")` call (sonner's pattern). The element is appended empty and then filled,
 * so the empty text's hash is included as well.
 */
export function insertedStyleHashes(moduleSource: string): string[] {
  const sheets = [...moduleSource.matchAll(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/g)].map(
    ([, literal]) => JSON.parse(literal ?? '""') as string,
  );
  if (sheets.length === 0) return [];
  return [sha256Source(""), ...new Set(sheets.map(sha256Source))];
}
