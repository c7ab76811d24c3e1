import { cn } from "~/lib/cn";
import { LINE } from "./line";

export type TimelineItem = {
  /** Short text in the round marker (up to about 4 characters): "01", "2019", "J+2". */
  marker: string;
  title: string;
  text: string;
  /** A duration or date shown beside the title: "48 h", "Semaine 1". */
  meta?: string;
};

type TimelineProps = { items: readonly TimelineItem[]; className?: string };

/** Steps or dates as an ordered list along a vertical line. */
export function Timeline({ items, className }: TimelineProps) {
  return (
    <ol className={cn("max-w-3xl", className)}>
      {items.map((item, index) => (
        <li
          key={`${item.marker}-${item.title}`}
          className="relative grid grid-cols-[2.75rem_minmax(0,1fr)] gap-x-5 pb-10 last:pb-0"
        >
          {index < items.length - 1 && (
            // The line joins this marker to the next one; it is decoration only.
            <span
              aria-hidden="true"
              className={cn("absolute top-12 bottom-1 left-[1.3125rem] w-0.5 rounded-full", LINE.line)}
            />
          )}
          <span
            className={cn(
              "flex size-11 items-center justify-center rounded-full text-xs font-bold tabular-nums",
              LINE.solid,
            )}
          >
            {item.marker}
          </span>
          <div className="pt-2">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h3 className="min-w-0 text-h3 font-semibold tracking-tight text-ink-900">{item.title}</h3>
              {item.meta && (
                <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", LINE.soft)}>
                  {item.meta}
                </span>
              )}
            </div>
            <p className="mt-2 text-ink-600">{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
