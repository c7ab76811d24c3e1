/** The home hero's illustration, drawn by scripts/render-art.ts at build time. */
export const HERO_ART = {
  name: "hero-europe-afrique",
  width: 2400,
  height: 1200,
  widths: [800, 1440, 2400],
} as const;

/** The URL of one rendition of the hero illustration. */
export function heroArtSrc(width: number, format: "avif" | "webp"): string {
  return `/generated/${HERO_ART.name}-${width}.${format}`;
}
