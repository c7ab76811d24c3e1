import { Card } from "~/components/sections/card";
import type { FeatureItem } from "~/components/sections/feature-grid";
import { Section } from "~/components/sections/section";
import { TitledText } from "~/components/sections/titled-text";

/** One of the four points of the value proposition. */
export type ValuePoint = FeatureItem;

/** One of the four revenue sources of the business model. */
export type RevenueSource = { title: string; text: string };

type ValuePropositionProps = {
  id: string;
  /** Optional, as a section's eyebrow and intro in a copy file (section-parts.ts, sectionHead). */
  eyebrow?: string;
  title: string;
  intro?: string;
  points: readonly ValuePoint[];
  model: { title: string; intro: string; sources: readonly RevenueSource[] };
};

/** Why LIF Group: the four points of the value proposition beside the business model's four revenue sources. */
export function ValueProposition({ id, eyebrow, title, intro, points, model }: ValuePropositionProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone="muted">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-16">
        <ul className="grid content-center gap-x-10 gap-y-10 sm:grid-cols-2">
          {points.map((point) => {
            const Icon = point.icon;
            return (
              <li key={point.title}>
                {Icon && (
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white text-accent-700 shadow-card">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                )}
                <h3 className="mt-4 text-h3 font-semibold tracking-tight">{point.title}</h3>
                <p className="mt-2 text-ink-600">{point.text}</p>
              </li>
            );
          })}
        </ul>
        <Card tone="dark" className="p-7 shadow-card lg:p-9">
          <h3 className="text-h3 font-bold tracking-tight">{model.title}</h3>
          <p className="mt-2 text-ink-100">{model.intro}</p>
          <ol className="mt-7 space-y-5">
            {model.sources.map((source, index) => (
              <li key={source.title} className="flex gap-4 border-t border-white/15 pt-5">
                <span aria-hidden="true" className="font-bold text-accent-100 tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <TitledText
                  title={source.title}
                  text={source.text}
                  titleClassName="font-semibold"
                  textClassName="mt-1 text-sm text-ink-100"
                />
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </Section>
  );
}
