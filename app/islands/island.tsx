import { ISLAND_ATTRIBUTE, type IslandName, type IslandProps, PROPS_ATTRIBUTE } from "./registry";

/**
 * Where an island goes in a page: an empty element naming it, with its props. The prerender then renders the
 * island there as a root of its own (`renderIslands`, app/entry.server.tsx), and the browser hydrates it from
 * the same props (app/browser/islands.ts). `display: contents`: the element does not change the layout.
 */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props?: IslandProps<Name> }) {
  const attributes = { [ISLAND_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: JSON.stringify(props ?? {}) };
  return <div {...attributes} className="contents" />;
}

/** A component that stands for an island in the page: what a page renders in place of the island itself. */
export function island<Name extends IslandName>(name: Name) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per island at module level, never in render
  return function IslandPlaceholder(props: IslandProps<Name>) {
    return <Island name={name} props={props} />;
  };
}
