import { MapPin } from "lucide-react";
import { Card } from "~/components/sections/card";
import { LINE } from "~/components/sections/line";
import { cn } from "~/lib/cn";

export type RegionCities = {
  region: string;
  cities: readonly { city: string; country: string /** "0 à 1 h de Paris". */; note?: string }[];
};

/** The presence cities as text, region by region: what the map shows, for every reader. */
export function RegionList({ regions }: { regions: readonly RegionCities[] }) {
  return (
    <ul className="space-y-4">
      {regions.map((entry) => (
        <Card as="li" key={entry.region} className="p-5">
          <h3 className="text-h3 font-semibold tracking-tight text-ink-900">{entry.region}</h3>
          <ul className="mt-3 divide-y divide-ink-900/10">
            {entry.cities.map((city) => (
              <li key={city.city} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 last:pb-0">
                <span
                  aria-hidden="true"
                  className={cn("inline-flex size-7 items-center justify-center rounded-full", LINE.soft)}
                >
                  <MapPin className="size-3.5" />
                </span>
                <span>
                  <span className="font-semibold text-ink-900">{city.city}</span>
                  <span className="text-ink-600">, {city.country}</span>
                </span>
                {city.note && <span className="ml-auto text-sm text-ink-600 tabular-nums">{city.note}</span>}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
}
