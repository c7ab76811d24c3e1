import type { MapMarker, MapMarkerKind } from "~/components/talent/presence-map";
import { OFFICES } from "~/facts/group";
import { AFRICA_BACKOFFICE, PRESENCE_CITIES } from "~/facts/talent";

/**
 * The presence map of /lif-talent/backoffice-afrique: Europe and Africa in a Mercator projection written out
 * here as plain arithmetic, so the page places its markers without shipping a map library.
 * scripts/render-presence-map.ts draws the land with d3-geo's geoMercator set to the same scale and translation
 * (a unit test checks both agree) into PRESENCE_MAP.src; the page lays its markers and labels over it.
 */
// Ocean on the west keeps Dakar and its label off the edge of a 375 px screen.
const BOUNDS = { west: -26, east: 56, north: 51.5, south: -35.5 } as const;
const WIDTH = 800;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + radians(lat) / 2));

const SCALE = WIDTH / radians(BOUNDS.east - BOUNDS.west);
const TRANSLATE = [-SCALE * radians(BOUNDS.west), SCALE * mercatorY(BOUNDS.north)] as const;
const HEIGHT = Math.round(SCALE * (mercatorY(BOUNDS.north) - mercatorY(BOUNDS.south)));

export const PRESENCE_MAP = {
  /** Written by scripts/render-presence-map.ts into public/generated at build time. */
  src: "/generated/presence-afrique.svg",
  width: WIDTH,
  height: HEIGHT,
  /** d3-geo's geoMercator().scale(scale).translate(translate) draws the same map. */
  scale: SCALE,
  translate: TRANSLATE,
} as const;

/** A place on the map, in the SVG's own units (0 to width, 0 to height). */
export function projectOnMap([lon, lat]: readonly [number, number]): [x: number, y: number] {
  return [SCALE * radians(lon) + TRANSLATE[0], TRANSLATE[1] - SCALE * mercatorY(lat)];
}

/** Label sides, chosen by looking at the map at 375 px and 1280 px (Abidjan and Ghana are close). */
const SIDES: Record<string, MapMarker["side"]> = {
  Paris: "right",
  Tunis: "right",
  Casablanca: "below",
  Dakar: "right",
  Abidjan: "left",
  Kenya: "right",
  Rwanda: "left",
  Ghana: "below",
  Égypte: "right",
};

function marker(label: string, kind: MapMarkerKind, at: readonly [number, number]): MapMarker {
  const [x, y] = projectOnMap(at);
  return {
    label,
    kind,
    left: (x / WIDTH) * 100,
    top: (y / HEIGHT) * 100,
    side: SIDES[label] ?? "right",
  };
}

const PARIS = OFFICES.find((office) => office.city === "Paris");

/** Paris, where missions are steered; the six presence cities; the four countries of the 2026 target. */
export const PRESENCE_MARKERS: readonly MapMarker[] = [
  ...(PARIS ? [marker("Paris", "hub", PARIS.coordinates)] : []),
  ...PRESENCE_CITIES.map((city) => marker(city.city, "presence", city.coordinates)),
  ...AFRICA_BACKOFFICE.vision.countries.map((entry) => marker(entry.country, "target", entry.coordinates)),
];

/** The arcs the script draws: from Paris to each presence city. */
export const PRESENCE_ARCS: readonly { from: [number, number]; to: [number, number] }[] = PARIS
  ? PRESENCE_CITIES.map((city) => ({
      from: projectOnMap(PARIS.coordinates),
      to: projectOnMap(city.coordinates),
    }))
  : [];
