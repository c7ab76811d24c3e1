import { type ComponentType, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLANDS, type IslandName } from "~/islands/registry";

/**
 * Hydrates an island as its own root, with React's public API: the component of that name, the props the
 * page holds, and the id prefix the prerender used (`renderIslands`), so every `useId` matches by construction.
 */
export async function hydrate(
  element: HTMLElement,
  name: IslandName,
  {
    props,
    identifierPrefix,
    nextTask,
  }: { props: object; identifierPrefix: string; nextTask: () => Promise<void> },
): Promise<void> {
  const Component = (await ISLANDS[name]()) as ComponentType<object>;
  await nextTask();
  startTransition(() => {
    hydrateRoot(element, <Component {...props} />, { identifierPrefix });
  });
}
