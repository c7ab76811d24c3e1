import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/sections/card";
import { IconTile } from "~/components/sections/icon-tile";
import { LINE } from "~/components/sections/line";
import { cn } from "~/lib/cn";

export type AccreditationItem = {
  icon: LucideIcon;
  title: string;
  /** A short status beside the title: "Actions de formation", "Jusqu’en 2021". */
  badge: string;
  text: string;
  /** A legal wording shown verbatim, set apart from the text under its label ("Mention obligatoire"). */
  mention?: { label: string; text: string };
};

/**
 * Quality certification, past listings and legal declarations of a training body, on a dark band: each as a
 * card whose legally required wording stands out as a quotation of the text itself.
 */
export function AccreditationCards({ items }: { items: readonly AccreditationItem[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <Card as="li" tone="onDark" key={item.title} className="flex flex-col text-white lg:p-8">
          <div className="flex items-start justify-between gap-4">
            <IconTile icon={item.icon} tone="bg-white text-line-700" />
            <span className="rounded-full border border-white/25 px-3 py-1 text-xs font-semibold text-line-100">
              {item.badge}
            </span>
          </div>
          <h3 className="mt-5 text-h3 font-bold tracking-tight">{item.title}</h3>
          <p className="mt-3 text-ink-100">{item.text}</p>
          {item.mention && (
            <div className="mt-auto pt-6">
              <figure className={cn("rounded-lg border-l-4 bg-white p-4 text-ink-900", LINE.border)}>
                <figcaption className={cn("text-xs font-semibold tracking-wider uppercase", LINE.text)}>
                  {item.mention.label}
                </figcaption>
                <p className="mt-2 text-[0.95rem] font-medium">{item.mention.text}</p>
              </figure>
            </div>
          )}
        </Card>
      ))}
    </ul>
  );
}
