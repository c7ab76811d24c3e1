import { cn } from "~/lib/cn";
import { ChartLabel } from "./chart-label";
import { type ChartItem, sharesOf } from "./chart-value";
import { LINE } from "./line";

/** A segment: its value is a share, scaled with the others to fill the bar even if they do not add up to 100. */
export type SplitItem = ChartItem;

type SplitBarProps = { title?: string; items: readonly SplitItem[] };

/** A 100 % split (revenue, skills) as one stacked bar, with a legend that states every value in text. */
export function SplitBar({ title, items }: SplitBarProps) {
  const segments = LINE.segments;
  const shares = sharesOf(items);
  const colour = (index: number) => segments[index % segments.length];

  return (
    <figure>
      {title && <figcaption className="mb-4 font-semibold text-ink-900">{title}</figcaption>}
      {/* Segments are separated by a white gap so neighbouring shades stay apart. */}
      <div aria-hidden="true" className="flex h-4 gap-0.5 overflow-hidden rounded-full bg-white">
        {items.map((item, index) => (
          <div
            key={item.label}
            className={cn("h-full", colour(index))}
            style={{ width: `${shares[index]}%` }}
          />
        ))}
      </div>
      <ul className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-2.5">
            <span aria-hidden="true" className={cn("size-3 shrink-0 rounded-sm", colour(index))} />
            <ChartLabel
              item={item}
              labelClassName="text-ink-900"
              valueClassName="ml-auto font-semibold text-ink-900 tabular-nums"
            />
          </li>
        ))}
      </ul>
    </figure>
  );
}
