import { MapPin } from "lucide-react";
import { LINE } from "~/components/sections/line";
import { cn } from "~/lib/cn";

export type RegionCities = { region: string; cities: readonly { city: string; country: string }[] };

/** The presence cities as text, region by region: what the map shows, for every reader. */
export function RegionList({ regions }: { regions: readonly RegionCities[] }) {
  return (
    <ul className="space-y-4">
      {regions.map((entry) => (
        <li key={entry.region} className="rounded-card border border-ink-900/10 bg-white p-5 shadow-card">
          <h3 className="text-h3 font-semibold tracking-tight text-ink-900">{entry.region}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {entry.cities.map((city) => (
              <li
                key={city.city}
                className={cn("inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm", LINE.soft)}
              >
                <MapPin aria-hidden="true" className="size-3.5" />
                <span className="font-semibold">{city.city}</span>
                <span className="text-ink-700">({city.country})</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
