import { Fragment, type ReactNode, useId } from "react";

/** The element around the page's body that React hydrates: the head and React Router's scripts stay outside. */
export const PAGE_ROOT_ID = "page";

/**
 * The page's body, for the browser to hydrate alone (docs/decisions/014). React numbers `useId` by the path
 * from the root of its tree, and on the server that path runs through React Router and the document: the
 * body's element records it (`data-tree`), so that `AtTreePosition` can rebuild it in the browser and every
 * id there matches the prerendered one.
 */
export function PageRoot({ children }: { children: ReactNode }) {
  // Asking for an id adds a 1 above the path, so the next id spells it out without a leading zero.
  useId();
  return <PageBody>{children}</PageBody>;
}

function PageBody({ children }: { children: ReactNode }) {
  const position = useId();
  return (
    <div id={PAGE_ROOT_ID} data-tree={position} className="flex min-h-dvh flex-col">
      {children}
    </div>
  );
}

/**
 * The sizes of the arrays of children, outermost first, whose last slot leads to the element's children when
 * `data-tree` was written. Each array of n children adds bit-length(n) bits holding the slot number (1 to n)
 * above the path, so an array of 2^(m-1) children, last slot, adds m bits: a 1 above m-1 zeros.
 */
export function treeForks(position: string): number[] {
  const id = /^_R_([0-9a-v]+)_$/.exec(position)?.[1];
  if (!id) throw new Error(`Position de la page dans l’arbre de React illisible : ${position}`);
  const path = Number.parseInt(id, 32);
  const length = 32 - Math.clz32(path);
  // Past 30 bits React moves the path's low part into a suffix; the site's tree is a dozen bits deep.
  if (length >= 30) throw new Error(`Position de la page dans l’arbre de React trop profonde : ${position}`);
  // The element's own id adds a 1 above the path for its children (React's "materialized" id).
  const bits = path | (1 << length);
  const forks: number[] = [];
  for (let from = 0; from <= length; ) {
    let to = from;
    while (!(bits & (1 << to))) to++;
    forks.push(2 ** (to - from));
    from = to + 1;
  }
  return forks;
}

/** Renders `children` at the position `data-tree` recorded on the server, for their ids to match. */
export function AtTreePosition({ position, children }: { position: string; children: ReactNode }) {
  return treeForks(position).reduceRight<ReactNode>(
    (inner, size) =>
      Array.from({ length: size }, (_, slot) =>
        slot === size - 1 ? <Fragment key="path">{inner}</Fragment> : null,
      ),
    children,
  );
}
