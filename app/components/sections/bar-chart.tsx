import { cn } from "~/lib/cn";
import { clampPercent, formatPercent } from "./chart-value";
import { LINE } from "./line";

export type BarItem = {
  label: string;
  /** 0 to 100: the bar's length. */
  value: number;
  /** The value as printed; defaults to the value in French notation ("42 %"). */
  display?: string;
};

type BarChartProps = { title?: string; items: readonly BarItem[] };

/** Horizontal bars whose values are written as text; the bars themselves are decoration for sighted readers. */
export function BarChart({ title, items }: BarChartProps) {
  const list = (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item.label}>
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span className="font-medium text-ink-900">{item.label}</span>
            {/* Read as "Web : 42 %" by screen readers; the colon is not shown. */}
            <span className="sr-only">{"\u00a0: "}</span>
            <span className="font-semibold text-ink-900 tabular-nums">
              {item.display ?? formatPercent(item.value)}
            </span>
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
