/** A section's heading id, from the section's id: the table of contents moves the focus there. */
export const headingId = (sectionId: string) => `${sectionId}-titre`;

/**
 * The table of contents' links, once the page's script runs: besides the browser's scroll to the anchor, the
 * section's heading takes the focus, so reading resumes there for keyboard and screen-reader users.
 */
export function focusSectionOnFollow(contents: HTMLElement): void {
  contents.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href^='#']") : null;
    const id = link?.hash.slice(1);
    const heading = id ? document.getElementById(headingId(id)) : null;
    if (!id || !heading) return;
    event.preventDefault();
    window.history.pushState(window.history.state, "", `#${id}`);
    document.getElementById(id)?.scrollIntoView();
    heading.focus({ preventScroll: true });
  });
  contents.dataset.enhanced = "";
}
