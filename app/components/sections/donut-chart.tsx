import { cn } from "~/lib/cn";
import { ChartLabel } from "./chart-label";
import { type ChartItem, sharesOf } from "./chart-value";

/** An arc: its value is a share; the ring is scaled to the total, so shares need not add up to exactly 100. */
export type DonutItem = ChartItem;

type DonutChartProps = {
  /** The figure's caption. */
  title: string;
  items: readonly DonutItem[];
  /** Short text in the ring's hole: a count and what it counts. */
  centre?: { value: string; label: string };
};

/**
 * Colours of the ring's arcs and of the legend's swatches, strongest first, as whole static classes (Tailwind
 * only generates what it reads). Neighbours differ in hue or lightness; the legend states every value anyway.
 */
const SEGMENTS = [
  { stroke: "stroke-line-700", swatch: "bg-line-700" },
  { stroke: "stroke-line-600/55", swatch: "bg-line-600/55" },
  { stroke: "stroke-ink-800", swatch: "bg-ink-800" },
  { stroke: "stroke-ink-500", swatch: "bg-ink-500" },
  { stroke: "stroke-ink-500/35", swatch: "bg-ink-500/35" },
  { stroke: "stroke-line-100", swatch: "bg-line-100" },
] as const;

/** The ring's radius makes its circumference 100, so an arc's length is its percentage. */
const RADIUS = 100 / (2 * Math.PI);
/** White space between two arcs, in hundredths of the ring. */
const GAP = 0.8;

/** A split as a ring, with a legend that writes every value as text; the ring itself is for the eye only. */
export function DonutChart({ title, items, centre }: DonutChartProps) {
  const shares = sharesOf(items);
  const segment = (index: number) => SEGMENTS[index % SEGMENTS.length] ?? SEGMENTS[0];
  let start = 0;
  const arcs = items.map((item, index) => {
    const share = shares[index] ?? 0;
    const arc = { key: item.label, share, start, className: segment(index).stroke };
    start += share;
    return arc;
  });

  return (
    <figure className="grid items-center gap-8 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-12">
      <figcaption className="font-semibold text-ink-900 sm:col-span-2">{title}</figcaption>
      <div className="relative mx-auto size-56 sm:size-60">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 42 42" className="size-full -rotate-90">
          {arcs.map((arc) => (
            <circle
              key={arc.key}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              strokeWidth="6.5"
              className={arc.className}
              strokeDasharray={`${Math.max(0, arc.share - GAP)} ${100 - Math.max(0, arc.share - GAP)}`}
              strokeDashoffset={-arc.start}
            />
          ))}
        </svg>
        {centre && (
          <p className="absolute inset-0 flex flex-col items-center justify-center text-center">
            <span className="text-4xl font-bold tracking-tight text-ink-900 tabular-nums">
              {centre.value}
            </span>
            <span className="mt-1 max-w-28 text-sm leading-snug text-ink-600">{centre.label}</span>
          </p>
        )}
      </div>
      <ul className="divide-y divide-ink-900/10">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <span aria-hidden="true" className={cn("size-3.5 shrink-0 rounded-sm", segment(index).swatch)} />
            <ChartLabel
              item={item}
              labelClassName="text-ink-900"
              valueClassName="ml-auto text-lg font-bold text-ink-900 tabular-nums"
            />
          </li>
        ))}
      </ul>
    </figure>
  );
}
