import { cn } from "~/lib/cn";
import { LINE } from "./line";

export type FactsCardItem = { value: string; label: string };

type FactsCardProps = {
  title: string;
  items: readonly FactsCardItem[];
  /** "list": one fact under the other, divided by rules; "grid": two by two, each behind a rule in the line colour. */
  layout?: "list" | "grid";
  /** A sentence under the figures: how one of them is measured. */
  note?: string;
  className?: string;
};

const LAYOUT = {
  list: {
    card: "border-line-600/20",
    list: "mt-5 divide-y divide-ink-900/10",
    fact: "gap-1 py-4 first:pt-0 last:pb-0",
    label: undefined,
  },
  grid: {
    card: "border-ink-900/10",
    list: "mt-6 grid gap-x-6 gap-y-6 min-[26rem]:grid-cols-2",
    fact: cn("border-l-2 pl-4", LINE.border),
    label: "mt-1",
  },
} as const;

/** A hero's key-facts card: each fact as large text with its meaning under it, in the page's line colour. */
export function FactsCard({ title, items, layout = "list", note, className }: FactsCardProps) {
  const style = LAYOUT[layout];
  return (
    <div
      className={cn(
        "rounded-card border bg-white/95 p-6 shadow-card backdrop-blur-sm lg:p-8",
        style.card,
        className,
      )}
    >
      <p className={cn("text-sm font-semibold tracking-wider uppercase", LINE.text)}>{title}</p>
      <dl className={style.list}>
        {items.map((item) => (
          <div key={item.label} className={cn("flex flex-col", style.fact)}>
            <dt className={cn("order-2 text-sm text-ink-600", style.label)}>{item.label}</dt>
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
