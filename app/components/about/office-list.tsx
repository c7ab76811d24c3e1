import { MapPin } from "lucide-react";
import { cn } from "~/lib/cn";

export type OfficeCard = {
  city: string;
  country: string;
  role: string;
  /** What the team there does, one sentence. */
  text: string;
  /** Set where the group is present without an office: "Présence depuis 2025". */
  presence?: string;
};

/** The group's offices as a grid of cards; a presence without an office is drawn dashed, with its label. */
export function OfficeList({ offices }: { offices: readonly OfficeCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {offices.map((office) => (
        <li
          key={office.city}
          className={cn(
            "flex flex-col rounded-card p-6 text-ink-900",
            office.presence
              ? "border-2 border-dashed border-accent-600/50 bg-accent-50"
              : "border border-ink-900/10 bg-white shadow-card",
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="flex items-center gap-2 text-h3 font-semibold tracking-tight">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
              {office.city}
            </h3>
            {office.presence && (
              <span className="rounded-full bg-accent-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                {office.presence}
              </span>
            )}
          </div>
          <p className="mt-1 text-sm text-ink-600">
            {office.country} · <span className="font-semibold text-ink-800">{office.role}</span>
          </p>
          <p className="mt-3 text-ink-700">{office.text}</p>
        </li>
      ))}
    </ul>
  );
}
