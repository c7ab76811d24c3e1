import { PRESENCE_MAP, PRESENCE_MARKERS, projectOnMap } from "../app/content/talent/presence-map";
import { PRESENCE_CITIES } from "../app/facts/talent";
import { presenceProjection } from "./render-presence-map";

describe("the presence map", () => {
  it("places each city where d3-geo draws it, so markers sit on the drawn land", () => {
    const projection = presenceProjection();
    for (const city of PRESENCE_CITIES) {
      const [x, y] = projectOnMap(city.coordinates);
      const [dx, dy] = projection([...city.coordinates]) ?? [Number.NaN, Number.NaN];
      expect(x, city.city).toBeCloseTo(dx, 6);
      expect(y, city.city).toBeCloseTo(dy, 6);
    }
  });

  it("keeps every marker inside the picture", () => {
    expect(PRESENCE_MAP.width).toBe(800);
    for (const marker of PRESENCE_MARKERS) {
      expect(marker.left, marker.label).toBeGreaterThan(0);
      expect(marker.left, marker.label).toBeLessThan(100);
      expect(marker.top, marker.label).toBeGreaterThan(0);
      expect(marker.top, marker.label).toBeLessThan(100);
    }
    expect(PRESENCE_MARKERS.map((marker) => marker.label)).toEqual([
      "Paris",
      "Tunis",
      "Casablanca",
      "Dakar",
      "Abidjan",
      "Kenya",
      "Rwanda",
      "Ghana",
      "Égypte",
    ]);
  });
});
