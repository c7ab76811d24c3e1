import { Timeline, type TimelineItem } from "~/components/sections/timeline";

type ExpressProcessProps = {
  steps: readonly TimelineItem[];
  /** The total duration, its scale's day label ("Jour") and what the total means. */
  total: { value: string; label: string; dayLabel: string; text: string };
};

/** The longest duration of a step, read from its label ("2-3 jours" → 3). */
function maxDays(step: TimelineItem): number {
  const match = /(\d+)\D*$/.exec(step.meta ?? "");
  return match ? Number(match[1]) : 0;
}

/**
 * The five-step recruitment process: the timeline (durations in text) beside a summary card whose bar shows
 * each step's share of the 15 days. The bar repeats the timeline's figures, so it is hidden from screen readers.
 */
export function ExpressProcess({ steps, total }: ExpressProcessProps) {
  const days = steps.map(maxDays);
  const sum = days.reduce((a, b) => a + b, 0) || 1;

  return (
    <div className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Timeline items={steps} />
      <div className="rounded-card bg-ink-900 p-7 text-white shadow-card">
        <p className="flex items-baseline gap-3">
          <span className="text-5xl font-bold tracking-tight tabular-nums">{total.value}</span>
          <span className="text-lg font-semibold text-shore-100">{total.label}</span>
        </p>
        <div aria-hidden="true" className="mt-6">
          <div className="flex h-8 gap-1 overflow-hidden rounded-lg">
            {steps.map((step, index) => (
              <div
                key={step.marker}
                className="flex items-center justify-center bg-shore-600 text-xs font-bold odd:bg-shore-700"
                style={{ width: `${((days[index] ?? 0) / sum) * 100}%` }}
              >
                {step.marker}
              </div>
            ))}
          </div>
          <div className="mt-2 flex justify-between text-xs text-ink-100">
            <span>{`${total.dayLabel} 1`}</span>
            <span>{`${total.dayLabel} ${sum}`}</span>
          </div>
        </div>
        <p className="mt-6 text-ink-100">{total.text}</p>
      </div>
    </div>
  );
}
