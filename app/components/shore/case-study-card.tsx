import { Quote } from "lucide-react";
import { useId } from "react";

export type CaseIndicator = {
  /** As printed, in French notation with its sign: "-65 %". */
  display: string;
  label: string;
  /** Bar length out of 100. A value above 100 is drawn full length and marked as scaled. */
  magnitude: number;
};

export type CaseStudy = {
  id: string;
  sector: string;
  title: string;
  context: string;
  approach: string;
  indicators: readonly CaseIndicator[];
  quote: { text: string; role: string; company: string };
};

/** The card's own headings, and the note under a bar cut short. */
export type CaseStudyLabels = { context: string; approach: string; results: string; truncated: string };

/** The written parts of a study, in the order they are read. */
const PARTS = ["context", "approach"] as const;

/** One indicator: the value and its meaning in text, then a bar drawn to the same scale (0 to 100). */
function IndicatorBar({ indicator, truncated }: { indicator: CaseIndicator; truncated: string }) {
  const scaled = indicator.magnitude > 100;
  const width = Math.min(100, Math.max(0, indicator.magnitude));
  return (
    <li>
      <p className="flex items-baseline gap-3">
        <strong className="w-22 shrink-0 text-2xl font-bold tracking-tight text-shore-700">
          {indicator.display}
        </strong>
        <span className="text-ink-800">
          {indicator.label}
          {scaled && <span className="block text-xs text-ink-600">{truncated}</span>}
        </span>
      </p>
      <div aria-hidden="true" className="relative mt-2 h-2.5 rounded-full bg-ink-100">
        <div className="h-full rounded-full bg-shore-600" style={{ width: `${width}%` }} />
        {scaled && (
          // A white notch across the bar: the usual mark of a broken (truncated) scale.
          <span className="absolute -top-1 right-8 h-4.5 w-1.5 -skew-x-[20deg] bg-ink-50" />
        )}
      </div>
    </li>
  );
}

/** A static case study: sector, context, what we did, indicator bars with their values, and a short quote. */
export function CaseStudyCard({ study, labels }: { study: CaseStudy; labels: CaseStudyLabels }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-card border border-ink-900/10 bg-white shadow-card"
    >
      <div className="p-6 sm:p-8">
        <p className="inline-flex rounded-full bg-shore-50 px-3 py-1 text-sm font-semibold text-shore-700">
          {study.sector}
        </p>
        <h3 id={titleId} className="mt-4 text-h3 font-semibold tracking-tight text-balance text-ink-900">
          {study.title}
        </h3>
        <dl className="mt-5 space-y-4">
          {PARTS.map((part) => (
            <div key={part}>
              <dt className="text-sm font-semibold tracking-wide text-ink-900 uppercase">{labels[part]}</dt>
              <dd className="mt-1 text-ink-700">{study[part]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="border-t border-ink-900/10 bg-ink-50 p-6 sm:p-8">
        <h4 className="text-sm font-semibold tracking-wide text-ink-900 uppercase">{labels.results}</h4>
        <ul className="mt-5 space-y-5">
          {study.indicators.map((indicator) => (
            <IndicatorBar key={indicator.label} indicator={indicator} truncated={labels.truncated} />
          ))}
        </ul>
      </div>
      {/* A grid, so the caption stays the figure's last child (valid HTML) beside the quote mark. */}
      <figure className="mt-auto grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 border-t border-ink-900/10 p-6 sm:px-8">
        <Quote aria-hidden="true" className="row-span-2 size-6 shrink-0 text-shore-700" />
        <blockquote className="text-ink-800 italic">
          <p>{study.quote.text}</p>
        </blockquote>
        <figcaption className="mt-2 text-sm text-ink-600">
          <span className="font-semibold text-ink-900">{study.quote.role}</span>, {study.quote.company}
        </figcaption>
      </figure>
    </article>
  );
}
