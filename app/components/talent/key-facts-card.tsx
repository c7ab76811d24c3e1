import { LINE } from "~/components/sections/line";
import { cn } from "~/lib/cn";

export type KeyFact = { value: string; label: string };

type KeyFactsCardProps = {
  title: string;
  items: readonly KeyFact[];
  /** A sentence under the figures: how one of them is measured. */
  note?: string;
};

/** The hero's key figures on a LIF Talent page: each a large value over its meaning, as a definition list. */
export function KeyFactsCard({ title, items, note }: KeyFactsCardProps) {
  return (
    <div className="rounded-card border border-ink-900/10 bg-white/95 p-6 shadow-card backdrop-blur-sm lg:p-8">
      <p className={cn("text-sm font-semibold tracking-wider uppercase", LINE.text)}>{title}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-6 min-[26rem]:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className={cn("flex flex-col border-l-2 pl-4", LINE.border)}>
            <dt className="order-2 mt-1 text-sm text-ink-600">{item.label}</dt>
            <dd className="order-1 text-2xl font-bold tracking-tight text-ink-900 tabular-nums">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      {note && <p className="mt-6 border-t border-ink-900/10 pt-4 text-sm text-ink-600">{note}</p>}
    </div>
  );
}
