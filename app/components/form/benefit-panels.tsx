import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/sections/card";
import { CheckList } from "~/components/sections/check-list";
import { IconTile } from "~/components/sections/icon-tile";
import { LINE } from "~/components/sections/line";

export type BenefitPanel = { icon: LucideIcon; title: string; points: readonly string[] };

/** What each audience gains, side by side: an h3 per audience and its points behind check marks. */
export function BenefitPanels({ items }: { items: readonly BenefitPanel[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <Card as="li" key={item.title} className="sm:p-8">
          <div className="flex items-center gap-4">
            <IconTile icon={item.icon} tone={LINE.solid} className="shrink-0" />
            <h3 className="text-h3 font-bold tracking-tight text-ink-900">{item.title}</h3>
          </div>
          <CheckList items={item.points} className="mt-6" />
        </Card>
      ))}
    </ul>
  );
}
