import { cn } from "~/lib/cn";

type ShoreFactsCardProps = {
  title: string;
  items: readonly { value: string; label: string }[];
  className?: string;
};

/** The hero's key-figures card on LIF Shore pages: each figure as large text with its meaning beside it. */
export function ShoreFactsCard({ title, items, className }: ShoreFactsCardProps) {
  return (
    <div
      className={cn(
        "rounded-card border border-shore-600/20 bg-white/95 p-6 shadow-card backdrop-blur-sm lg:p-8",
        className,
      )}
    >
      <p className="text-sm font-semibold tracking-wider text-shore-700 uppercase">{title}</p>
      <dl className="mt-5 divide-y divide-ink-900/10">
        {items.map((item) => (
          <div key={item.value} className="flex flex-col gap-1 py-4 first:pt-0 last:pb-0">
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
