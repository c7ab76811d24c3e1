// Draws the site's illustrations at build time from open map data (world-atlas), so no image is ever
// downloaded: a dotted Europe-Africa map with arcs from Paris to the offices, exported to AVIF and WebP.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { geoBounds, geoContains, geoMercator } from "d3-geo";
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from "geojson";
import sharp from "sharp";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { HERO_ART } from "../app/content/hero-art";

const require = createRequire(import.meta.url);
const OUT_DIR = "public/generated";
const { width: WIDTH, height: HEIGHT } = HERO_ART;
const DOT_STEP = 15;

/** Cities on the map: Paris is the hub every arc starts from. */
const HUB = { name: "Paris", at: [2.35, 48.86] as [number, number] };
const CITIES: { name: string; at: [number, number] }[] = [
  { name: "Bruxelles", at: [4.35, 50.85] },
  { name: "Casablanca", at: [-7.59, 33.57] },
  { name: "Tunis", at: [10.18, 36.81] },
  { name: "Dakar", at: [-17.47, 14.72] },
  { name: "Abidjan", at: [-4.01, 5.36] },
];

async function land() {
  const topology = JSON.parse(
    await readFile(require.resolve("world-atlas/land-110m.json"), "utf8"),
  ) as Topology<{ land: GeometryCollection }>;
  return feature(topology, topology.objects.land) as FeatureCollection<Polygon | MultiPolygon>;
}

/** Within this many degrees of a polygon's bounding box, a dot is tested against it (rounding's margin). */
const BOX_MARGIN = 1;

/**
 * Whether a point is on land: the same answer as `geoContains` on every shape, in a fraction of the time. The
 * shapes are split into their polygons (a multipolygon contains a point when one of its polygons does), and a
 * polygon is tested only when the point lies in its spherical bounding box (`geoBounds`, which follows the
 * edges' great circles and the antimeridian), widened by a margin: a polygon never contains a point outside
 * it. Testing every polygon of the world for each of the 8,000 dots took about 10 s of CPU per build.
 */
function onLand(shapes: FeatureCollection<Polygon | MultiPolygon>): (lonLat: [number, number]) => boolean {
  const polygons: Feature<Polygon>[] = shapes.features.flatMap((shape) =>
    (shape.geometry.type === "Polygon" ? [shape.geometry.coordinates] : shape.geometry.coordinates).map(
      (coordinates) => ({
        type: "Feature" as const,
        properties: null,
        geometry: { type: "Polygon" as const, coordinates },
      }),
    ),
  );
  const boxed = polygons.map((polygon) => ({ polygon, box: geoBounds(polygon) }));
  const inBox = (
    [lon, lat]: [number, number],
    [[west, south], [east, north]]: ReturnType<typeof geoBounds>,
  ) => {
    if (lat < south - BOX_MARGIN || lat > north + BOX_MARGIN) return false;
    // A box across the antimeridian has its west edge east of its east edge.
    return west <= east
      ? lon >= west - BOX_MARGIN && lon <= east + BOX_MARGIN
      : lon >= west - BOX_MARGIN || lon <= east + BOX_MARGIN;
  };
  return (lonLat) => boxed.some(({ polygon, box }) => inBox(lonLat, box) && geoContains(polygon, lonLat));
}

function mapSvg(shapes: FeatureCollection<Polygon | MultiPolygon>): string {
  const isLand = onLand(shapes);
  // The map sits in the right 60 % of the picture; the left stays calm for the headline.
  const projection = geoMercator().fitExtent(
    [
      [WIDTH * 0.42, HEIGHT * 0.04],
      [WIDTH * 0.98, HEIGHT * 0.98],
    ],
    {
      type: "MultiPoint",
      coordinates: [
        [-18, 56],
        [32, 56],
        [-18, 1],
        [32, 1],
      ],
    },
  );
  const dots: string[] = [];
  for (let y = DOT_STEP / 2; y < HEIGHT; y += DOT_STEP) {
    for (let x = WIDTH * 0.36; x < WIDTH; x += DOT_STEP) {
      const lonLat = projection.invert?.([x, y]);
      if (!lonLat || !isLand(lonLat)) continue;
      const fade = Math.min(1, Math.max(0.15, (x - WIDTH * 0.36) / (WIDTH * 0.3)));
      dots.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.6" fill-opacity="${fade.toFixed(2)}"/>`,
      );
    }
  }
  const hub = projection(HUB.at) ?? [0, 0];
  const arcs = CITIES.map(({ at }) => {
    const [x, y] = projection(at) ?? [0, 0];
    const [mx, my] = [(hub[0] + x) / 2, (hub[1] + y) / 2];
    const bend = Math.hypot(x - hub[0], y - hub[1]) * 0.28;
    return `<path d="M${hub[0].toFixed(1)},${hub[1].toFixed(1)} Q${(mx - bend).toFixed(1)},${(my - bend * 0.3).toFixed(1)} ${x.toFixed(1)},${y.toFixed(1)}"/>`;
  });
  const markers = [HUB, ...CITIES].map(({ at }, index) => {
    const [x, y] = projection(at) ?? [0, 0];
    const r = index === 0 ? 9 : 6.5;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r * 2.4}" fill="#e07a4f" fill-opacity="0.18"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="#f08a5d" stroke="#0b1f3a" stroke-width="2.5"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#061225"/><stop offset="0.55" stop-color="#0b1f3a"/><stop offset="1" stop-color="#123a5c"/></linearGradient>
  <radialGradient id="glow" cx="0.72" cy="0.42" r="0.5"><stop offset="0" stop-color="#0b6e8a" stop-opacity="0.45"/><stop offset="1" stop-color="#0b6e8a" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect width="100%" height="100%" fill="url(#glow)"/>
<g fill="#7fb6cc">${dots.join("")}</g>
<g fill="none" stroke="#f08a5d" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 10" opacity="0.95">${arcs.join("")}</g>
<g>${markers.join("")}</g>
</svg>`;
}

// Drawing takes ~20 s: skip it when every rendition is already there (delete public/generated to redraw).
const outputs = [
  `${HERO_ART.name}.svg`,
  ...HERO_ART.widths.flatMap((w) => [`${HERO_ART.name}-${w}.avif`, `${HERO_ART.name}-${w}.webp`]),
];
if (outputs.every((file) => existsSync(`${OUT_DIR}/${file}`))) {
  console.log(`✓ Illustrations déjà dessinées : ${OUT_DIR}`);
  process.exit(0);
}
await mkdir(OUT_DIR, { recursive: true });
const svg = mapSvg(await land());
await writeFile(`${OUT_DIR}/${HERO_ART.name}.svg`, svg);
await Promise.all(
  HERO_ART.widths.flatMap((width) => [
    sharp(Buffer.from(svg))
      .resize(width)
      .avif({ quality: 50, effort: 4 })
      .toFile(`${OUT_DIR}/${HERO_ART.name}-${width}.avif`),
    sharp(Buffer.from(svg))
      .resize(width)
      .webp({ quality: 72 })
      .toFile(`${OUT_DIR}/${HERO_ART.name}-${width}.webp`),
  ]),
);
console.log(`✓ Illustrations : ${OUT_DIR}/${HERO_ART.name} (${HERO_ART.widths.join(", ")} px)`);
