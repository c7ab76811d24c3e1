// Draws the presence map of /lif-talent/backoffice-afrique at build time from open map data (world-atlas):
// the land of Europe and Africa as a field of dots, with dashed arcs from Paris to the six presence cities.
// The page lays its markers and labels over this picture (in HTML, so they use the site's font and stay text).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { geoMercator, geoPath } from "d3-geo";
import type { FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { PRESENCE_ARCS, PRESENCE_MAP } from "../app/content/talent/presence-map";

const require = createRequire(import.meta.url);
const OUT_FILE = `public${PRESENCE_MAP.src}`;
const { width: WIDTH, height: HEIGHT } = PRESENCE_MAP;
/** Distance between two dots of the land pattern, in map units. */
const DOT_STEP = 9;

async function land() {
  const topology = JSON.parse(
    await readFile(require.resolve("world-atlas/land-110m.json"), "utf8"),
  ) as Topology<{ land: GeometryCollection }>;
  return feature(topology, topology.objects.land) as FeatureCollection<Polygon | MultiPolygon>;
}

/** The same projection as the page's markers (app/content/talent/presence-map.ts), clipped to the picture. */
export function presenceProjection() {
  return geoMercator()
    .scale(PRESENCE_MAP.scale)
    .translate([...PRESENCE_MAP.translate])
    .clipExtent([
      [0, 0],
      [WIDTH, HEIGHT],
    ]);
}

function arcPath({ from, to }: (typeof PRESENCE_ARCS)[number]): string {
  const [mx, my] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const bend = Math.hypot(to[0] - from[0], to[1] - from[1]) * 0.22;
  // Bend every arc the same way (towards the west) so they fan out from Paris without crossing.
  const [cx, cy] = [mx - bend, my - bend * 0.15];
  const f = (n: number) => n.toFixed(1);
  return `<path d="M${f(from[0])},${f(from[1])} Q${f(cx)},${f(cy)} ${f(to[0])},${f(to[1])}"/>`;
}

function mapSvg(shapes: FeatureCollection<Polygon | MultiPolygon>): string {
  const path = geoPath(presenceProjection()).digits(1);
  const landPath = path(shapes) ?? "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
<defs><path id="land" d="${landPath}"/><pattern id="dot" width="${DOT_STEP}" height="${DOT_STEP}" patternUnits="userSpaceOnUse"><circle cx="${DOT_STEP / 2}" cy="${DOT_STEP / 2}" r="2.1" fill="#8fc1d4"/></pattern></defs>
<use href="#land" fill="#ffffff" fill-opacity="0.06"/>
<use href="#land" fill="url(#dot)" fill-opacity="0.8"/>
<g fill="none" stroke="#f3b54a" stroke-width="2.2" stroke-linecap="round" stroke-dasharray="1 7" opacity="0.9">${PRESENCE_ARCS.map(arcPath).join("")}</g>
</svg>`;
}

// Runs only when executed (scripts/build.mjs), not when a test imports presenceProjection.
if (process.argv[1]?.includes("render-presence-map")) {
  await mkdir("public/generated", { recursive: true });
  const svg = mapSvg(await land());
  await writeFile(OUT_FILE, svg);
  console.log(`✓ Carte de présence : ${OUT_FILE} (${Math.round(svg.length / 1024)} Ko)`);
}
