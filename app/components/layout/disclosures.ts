/**
 * The header's menus are native <details>: they open and close before any JavaScript, and `name` keeps one
 * open at a time. Once hydrated, these helpers add what the element lacks: Escape, a click outside, and the
 * one-at-a-time rule for browsers that ignore `name`.
 */

const openIn = (root: ParentNode): HTMLDetailsElement[] => [
  ...root.querySelectorAll<HTMLDetailsElement>("details[open]"),
];

/** Shown on screen: a menu inside a breakpoint-hidden navigation does not count. */
const shown = (element: Element): boolean =>
  typeof element.checkVisibility === "function" ? element.checkVisibility() : true;

/** Closes every open menu inside `root`. */
export function closeAll(root: ParentNode): void {
  for (const details of openIn(root)) details.open = false;
}

/**
 * Closes the innermost open menu (a sub-menu before the mobile menu that holds it) and returns its summary,
 * so the focus can go back to it; null when no menu is open.
 */
export function closeInnermost(root: ParentNode): HTMLElement | null {
  const innermost = openIn(root).filter(shown).at(-1);
  if (!innermost) return null;
  innermost.open = false;
  return innermost.querySelector<HTMLElement>(":scope > summary");
}

/** After `opened` opens, closes the other menus of its name, and after it closes, the menus inside it. */
export function syncGroup(root: ParentNode, toggled: HTMLDetailsElement): void {
  if (!toggled.open) {
    closeAll(toggled);
    return;
  }
  const name = toggled.getAttribute("name");
  if (!name) return;
  for (const details of openIn(root)) {
    if (details !== toggled && details.getAttribute("name") === name) details.open = false;
  }
}

/**
 * Adds to the header's native menus what `<details>` lacks, once the page's script runs: Escape closes the
 * innermost menu and gives the focus back to its summary, a click or a focus outside closes them all, and one menu of a
 * name stays open at a time. Marks the header `data-enhanced` (tests wait for it; nothing is styled on it).
 */
export function enhanceHeaderMenus(header: HTMLElement): void {
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeInnermost(header)?.focus();
  });
  // A click or a focus outside closes them: an open menu left behind would cover what the focus reaches.
  const closeFromOutside = (event: Event) => {
    if (!header.contains(event.target as Node)) closeAll(header);
  };
  document.addEventListener("pointerdown", closeFromOutside);
  document.addEventListener("focusin", closeFromOutside);
  // "toggle" does not bubble: listen in the capture phase.
  header.addEventListener(
    "toggle",
    (event) => {
      if (event.target instanceof HTMLDetailsElement) syncGroup(header, event.target);
    },
    true,
  );
  header.dataset.enhanced = "";
}
