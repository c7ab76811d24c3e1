/**
 * Subresource integrity for every script a page loads (docs/decisions/032), applied to the final HTML whatever
 * bundler wrote it:
 * - each inline module script (the page's loader, scripts/hydration-after-load.ts) becomes a file of the assets
 *   folder, named by its content, loaded by `<script type="module" src integrity>`: a script tag with `integrity`
 *   is what browsers enforce everywhere and what the HTTP Observatory credits;
 * - each `<link rel="modulepreload">` left in the HTML gains its `integrity`;
 * - an import map lists the `integrity` of every module those scripts can reach, statically or by `import()`,
 *   so that the islands and their chunks, fetched later, are checked too (Vite's own preload links, which carry
 *   no attribute, take the map's value as well).
 * A tampered or substituted module is then refused by the browser instead of run.
 */
import { createHash } from "node:crypto";
import type { PageModules } from "./page-modules";

/**
 * The `integrity` value of a file's bytes: sha256, which every browser accepts for SRI, as for the CSP's hashes.
 * The specification's examples use sha384; its 20 more characters a module, incompressible, cost a long page its
 * first TCP window (decision 032, « One import map per page »).
 */
export function integrityOf(bytes: Buffer | string): string {
  return `sha256-${createHash("sha256").update(bytes).digest("base64")}`;
}

/** A short content hash for a file name, as a bundler would write it (`start-<hash>.js`). */
function nameHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64url").slice(0, 8);
}

/**
 * The modules a built module names: every quoted string ending in `.js` whose file name is one of `assetNames`
 * (`"./framework-1.js"` of a static or dynamic import, `"assets/rules-2.js"` of Vite's preload list). Reading
 * names rather than import syntax keeps it right for any bundler that writes its chunks into one folder.
 */
export function referencedModules(source: string, assetNames: ReadonlySet<string>): string[] {
  const names = new Set<string>();
  for (const [, literal = ""] of source.matchAll(/["'`]([^"'`\s]+\.js)["'`]/g)) {
    const name = literal.slice(literal.lastIndexOf("/") + 1);
    if (assetNames.has(name)) names.add(name);
  }
  return [...names];
}

/** Every module reachable from `roots` (file names), the roots included, in a stable order. */
export function reachableModules(roots: string[], referencesOf: (name: string) => string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of referencesOf(name)) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen].sort();
}

export type IntegrityAssets = {
  /** The URL prefix of the assets folder, `/assets/`. */
  prefix: string;
  /** The file names of the folder's JavaScript modules. */
  names: ReadonlySet<string>;
  /** A module's bytes, by file name (hashed as they are, read as UTF-8 for the names they hold). */
  read(name: string): Buffer;
  /** Adds a module (a page's loader) to the folder, and its name to `names`. */
  write(name: string, text: string): void;
};

const INLINE_MODULE = /<script type="module">([\s\S]*?)<\/script>/g;
const MODULE_SCRIPT_SRC = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;

/**
 * A page with integrity on every script it loads. Writes each inline module script to the assets folder (one file
 * per distinct text, so the pages sharing a loader share its file and its cache entry). With the bundler's
 * `modules`, the import map lists only what this page can load (an island's code only where it wakes): every
 * page's HTML then carries the hashes of its own modules, not of the whole site's (decision 032).
 */
export function withScriptIntegrity(html: string, assets: IntegrityAssets, modules?: PageModules): string {
  const integrityOfName = (name: string) => integrityOf(assets.read(name));
  const nameOf = (url: string) =>
    url.startsWith(assets.prefix) && assets.names.has(url.slice(assets.prefix.length))
      ? url.slice(assets.prefix.length)
      : undefined;

  let page = html.replace(INLINE_MODULE, (_, text: string) => {
    const name = `start-${nameHash(text)}.js`;
    if (!assets.names.has(name)) assets.write(name, text);
    // Low priority: the loader waits for the first paint anyway, so the style sheet and the font go first on a
    // slow network (at the default, high, Lighthouse counts it as blocking the first paint: LCP +150 ms).
    return `<script type="module" src="${assets.prefix}${name}" integrity="${integrityOf(text)}" fetchpriority="low"></script>`;
  });
  page = page.replace(MODULE_PRELOAD, (tag) => {
    const name = nameOf(HREF.exec(tag)?.[1] ?? "");
    if (!name || /\bintegrity=/.test(tag)) return tag;
    return tag.replace(/\s*\/?>$/, (end) => ` integrity="${integrityOfName(name)}"${end.trim()}`);
  });

  const roots = [
    ...[...page.matchAll(MODULE_SCRIPT_SRC)].map(([, src = ""]) => nameOf(src)),
    ...[...page.matchAll(MODULE_PRELOAD)].map(([tag]) => nameOf(HREF.exec(tag)?.[1] ?? "")),
  ].filter((name): name is string => Boolean(name));
  if (roots.length === 0) return page;
  const onPage = modules?.onPage(page);
  const referencesOf = (name: string) =>
    onPage?.(name) ?? referencedModules(assets.read(name).toString("utf8"), assets.names);
  const integrity = Object.fromEntries(
    reachableModules(roots, referencesOf).map((name) => [`${assets.prefix}${name}`, integrityOfName(name)]),
  );
  // Before the first module script or preload: a browser reads the map before it fetches any module.
  const first = Math.min(
    ...[/<script\b[^>]*\btype="module"/, /<link\b[^>]*\brel="modulepreload"/]
      .map((pattern) => page.search(pattern))
      .filter((index) => index >= 0),
  );
  const importMap = `<script type="importmap">${JSON.stringify({ integrity })}</script>`;
  return page.slice(0, first) + importMap + page.slice(first);
}
