import type { Plugin } from "vite";
import { evaluateAtBuild } from "./evaluate-at-build.ts";

/**
 * `import markup from "./component?static-markup"`: the HTML of the module's default export (a component
 * without props), rendered by React at build time, as a string. A DOM behaviour can then show markup written
 * as a React component without loading React in the browser (the cookie banner, docs/decisions/024).
 */
export const STATIC_MARKUP_QUERY = "?static-markup";
/** A virtual module's id: no other plugin transforms it. */
const PREFIX = "\0static-markup:";

/**
 * Renders `file`'s default export with `renderToStaticMarkup`, inside a `MemoryRouter` (React Router's `Link`
 * needs one; it adds no element), the way the prerender renders an island, in Node at build time
 * (./evaluate-at-build.ts). Returns the HTML and the project files it was rendered from.
 */
export async function renderStaticMarkup(
  file: string,
  { root = process.cwd(), env = {} }: { root?: string; env?: Record<string, unknown> } = {},
): Promise<{ html: string; inputs: string[] }> {
  const entry = [
    `import { createElement } from "react";`,
    `import { renderToStaticMarkup } from "react-dom/server";`,
    `import { MemoryRouter } from "react-router";`,
    `import Component from ${JSON.stringify(file)};`,
    `export default renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Component)));`,
  ].join("\n");
  const { exports, inputs } = await evaluateAtBuild(entry, { root, env, name: file });
  const html = exports.default;
  if (typeof html !== "string" || !html.startsWith("<"))
    throw new Error(`Rendu statique de ${file} : pas de HTML (${String(html).slice(0, 80)}).`);
  return { html, inputs };
}

/** The Vite plugin behind `?static-markup` (the client build, the dev server and the unit tests). */
export function staticMarkup(): Plugin {
  let root = process.cwd();
  let env: Record<string, unknown> = {};
  return {
    name: "static-markup",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      env = config.env;
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith(STATIC_MARKUP_QUERY)) return;
      const resolved = await this.resolve(source.slice(0, -STATIC_MARKUP_QUERY.length), importer, {
        ...options,
        skipSelf: true,
      });
      if (!resolved) throw new Error(`Module introuvable : ${source} (depuis ${importer})`);
      return PREFIX + resolved.id;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return;
      const { html, inputs } = await renderStaticMarkup(id.slice(PREFIX.length), { root, env });
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(html)};`;
    },
  };
}
