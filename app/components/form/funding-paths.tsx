import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/sections/card";
import { Disc } from "~/components/sections/disc";
import { IconTile } from "~/components/sections/icon-tile";

export type FundingPath = {
  /** Anchor of the card, so a course page can point at one way of funding. */
  id: string;
  icon: LucideIcon;
  title: string;
  /** Its name in a list of links to it. */
  short: string;
  /** Who this way of funding is for, in one sentence. */
  audience: string;
  /** The steps, in order. */
  steps: readonly string[];
  /** What to know before choosing it. */
  note: string;
};

/** Ways of funding a course side by side, each as numbered steps with a note under them. */
export function FundingPaths({ items }: { items: readonly FundingPath[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <Card as="li" key={item.id} id={item.id} className="flex flex-col lg:p-8">
          <div className="flex items-center gap-4">
            <IconTile icon={item.icon} className="shrink-0" />
            <h3 className="text-h3 font-bold tracking-tight text-ink-900">{item.title}</h3>
          </div>
          <p className="mt-4 font-medium text-ink-700">{item.audience}</p>
          <ol className="mt-6 space-y-4">
            {item.steps.map((step, index) => (
              <li key={step} className="grid grid-cols-[2rem_minmax(0,1fr)] gap-x-3">
                <Disc className="text-sm tabular-nums">{index + 1}</Disc>
                <span className="pt-1 text-ink-800">{step}</span>
              </li>
            ))}
          </ol>
          <div className="mt-auto pt-6">
            <p className="border-t border-ink-900/10 pt-5 text-sm text-ink-600">{item.note}</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}
