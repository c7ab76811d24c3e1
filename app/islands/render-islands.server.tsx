import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { ISLAND_ATTRIBUTE, ISLANDS, isIslandName, PREFIX_ATTRIBUTE, PROPS_ATTRIBUTE } from "./registry";

/** An island's empty element as `Island` writes it, React having escaped the props for the attribute. */
const PLACEHOLDER = new RegExp(
  `<div ${ISLAND_ATTRIBUTE}="([a-z-]+)" ${PROPS_ATTRIBUTE}="([^"]*)" class="contents"></div>`,
  "g",
);

/** The characters React escapes in an attribute, and back. */
const ENTITIES: Record<string, string> = {
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
};
const unescapeAttribute = (value: string) =>
  value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);

/** Renders one island alone, as its own root, the way the browser will hydrate it. */
async function renderIsland(
  name: string,
  props: object,
  identifierPrefix: string,
  url: URL,
): Promise<string> {
  if (!isIslandName(name)) throw new Error(`Îlot inconnu : ${name}`);
  const Component = (await ISLANDS[name]()) as React.ComponentType<object>;
  // The router only answers `Link` and `useLocation` on the server: it adds no element nor id to the tree.
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[url.pathname + url.search]}>
      <Component {...props} />
    </MemoryRouter>,
    { identifierPrefix, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Fills each island's element of a prerendered page with the island rendered as a root of its own, under an id
 * prefix of its own (its name, and its rank when a page has two of a kind). The browser hydrates it with the same
 * component, props and prefix, so the two agree on every id by construction, wherever the island sits in the page.
 */
export async function renderIslands(html: string, url: URL): Promise<string> {
  const seen = new Map<string, number>();
  const islands = [...html.matchAll(PLACEHOLDER)].map(([, name = "", props = ""]) => {
    const rank = seen.get(name) ?? 0;
    seen.set(name, rank + 1);
    return { name, props, prefix: rank ? `${name}-${rank + 1}-` : `${name}-` };
  });
  const rendered = await Promise.all(
    islands.map(({ name, props, prefix }) =>
      renderIsland(name, JSON.parse(unescapeAttribute(props)), prefix, url),
    ),
  );
  let index = 0;
  return html.replace(PLACEHOLDER, (placeholder) => {
    const { prefix } = islands[index] ?? {};
    const inner = rendered[index++] ?? "";
    return placeholder.replace("></div>", ` ${PREFIX_ATTRIBUTE}="${prefix}">${inner}</div>`);
  });
}
