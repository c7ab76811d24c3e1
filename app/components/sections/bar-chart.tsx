import { cn } from "~/lib/cn";
import { ChartLabel } from "./chart-label";
import { type ChartItem, clampPercent } from "./chart-value";
import { LINE } from "./line";

/** A bar: its value is a percentage, 0 to 100, the bar's length. */
export type BarItem = ChartItem;

type BarChartProps = { title?: string; items: readonly BarItem[] };

/** Horizontal bars whose values are written as text; the bars themselves are decoration for sighted readers. */
export function BarChart({ title, items }: BarChartProps) {
  const list = (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item.label}>
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <ChartLabel
              item={item}
              labelClassName="font-medium text-ink-900"
              valueClassName="font-semibold text-ink-900 tabular-nums"
            />
          </div>
          <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-ink-100">
            <div
              className={cn("h-full rounded-full", LINE.fill)}
              style={{ width: `${clampPercent(item.value)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );

  if (!title) return list;
  return (
    <figure>
      <figcaption className="mb-4 font-semibold text-ink-900">{title}</figcaption>
      {list}
    </figure>
  );
}
