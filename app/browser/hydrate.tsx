import { type ComponentType, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLANDS, type IslandName } from "~/islands/registry";

/**
 * Calls `onLive` once its children have hydrated (an effect runs only after the commit). It renders nothing of
 * its own and calls no `useId`, so it changes neither the markup nor any id of the island.
 */
function WhenLive({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

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
    onLive,
  }: {
    props: object;
    identifierPrefix: string;
    nextTask: () => Promise<void>;
    onLive: () => void;
  },
): Promise<void> {
  const Component = (await ISLANDS[name]()) as ComponentType<object>;
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      element,
      <WhenLive onLive={onLive}>
        <Component {...props} />
      </WhenLive>,
      { identifierPrefix },
    );
  });
}
