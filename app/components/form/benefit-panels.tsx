import type { LucideIcon } from "lucide-react";
import { CheckList } from "~/components/sections/check-list";
import { LINE } from "~/components/sections/line";
import { cn } from "~/lib/cn";

export type BenefitPanel = { icon: LucideIcon; title: string; points: readonly string[] };

/** What each audience gains, side by side: an h3 per audience and its points behind check marks. */
export function BenefitPanels({ items }: { items: readonly BenefitPanel[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <li
            key={item.title}
            className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-8"
          >
            <div className="flex items-center gap-4">
              <span
                className={cn(
                  "inline-flex size-12 shrink-0 items-center justify-center rounded-xl",
                  LINE.solid,
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-h3 font-bold tracking-tight text-ink-900">{item.title}</h3>
            </div>
            <CheckList items={item.points} className="mt-6" />
          </li>
        );
      })}
    </ul>
  );
}
