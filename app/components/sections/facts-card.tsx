import { cn } from "~/lib/cn";
import { LINE } from "./line";

export type FactsCardItem = { value: string; label: string };

type FactsCardProps = {
  title: string;
  items: readonly FactsCardItem[];
  className?: string;
};

/** A hero's key-facts card: each fact as large text with its meaning under it, in the page's line colour. */
export function FactsCard({ title, items, className }: FactsCardProps) {
  return (
    <div
      className={cn(
        "rounded-card border border-line-600/20 bg-white/95 p-6 shadow-card backdrop-blur-sm lg:p-8",
        className,
      )}
    >
      <p className={cn("text-sm font-semibold tracking-wider uppercase", LINE.text)}>{title}</p>
      <dl className="mt-5 divide-y divide-ink-900/10">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col gap-1 py-4 first:pt-0 last:pb-0">
            <dt className="order-2 text-sm text-ink-600">{item.label}</dt>
            <dd className="order-1 text-2xl font-bold tracking-tight text-ink-900 tabular-nums">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
