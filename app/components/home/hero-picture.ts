/**
 * The hero's picture, once the page's script runs: if it failed (before the script, or later), it is removed,
 * the failure is logged, and the section's own gradient is what the visitor sees (`data-hero-image="failed"`).
 */
export function dropFailedPicture(hero: HTMLElement): void {
  const image = hero.querySelector("img");
  if (!image) return;
  const fail = () => {
    if (hero.dataset.heroImage === "failed") return;
    console.warn(`Image du hero indisponible : ${image.currentSrc || image.src}`);
    image.closest("picture")?.remove();
    hero.dataset.heroImage = "failed";
  };
  if (image.complete && image.naturalWidth === 0) fail();
  else image.addEventListener("error", fail, { once: true });
}
