import { cn } from "~/lib/cn";
import { formatPercent } from "./chart-value";
import { LINE } from "./line";

export type SplitItem = {
  label: string;
  /** A share; the shares are scaled to fill the bar even if they do not add up to 100. */
  value: number;
  /** The share as printed; defaults to the value in French notation ("60 %"). */
  display?: string;
};

type SplitBarProps = { title?: string; items: readonly SplitItem[] };

/** A 100 % split (revenue, skills) as one stacked bar, with a legend that states every value in text. */
export function SplitBar({ title, items }: SplitBarProps) {
  const segments = LINE.segments;
  const total = items.reduce((sum, item) => sum + Math.max(0, item.value), 0) || 1;
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
            style={{ width: `${(Math.max(0, item.value) / total) * 100}%` }}
          />
        ))}
      </div>
      <ul className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-2.5">
            <span aria-hidden="true" className={cn("size-3 shrink-0 rounded-sm", colour(index))} />
            <span className="text-ink-900">{item.label}</span>
            <span className="sr-only">{"\u00a0: "}</span>
            <span className="ml-auto font-semibold text-ink-900 tabular-nums">
              {item.display ?? formatPercent(item.value)}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
