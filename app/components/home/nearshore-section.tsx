import { Check } from "lucide-react";
import { useId } from "react";
import { ActionButtons } from "~/components/sections/action-buttons";
import { GeometricPattern } from "~/components/sections/geometric-pattern";
import type { StatItem } from "~/components/sections/stat-grid";
import type { ActionData } from "~/components/sections/types";

type NearshoreSectionProps = {
  id: string;
  /** Optional, as a section's eyebrow and intro in a copy file (section-parts.ts, sectionHead). */
  eyebrow?: string;
  title: string;
  intro?: string;
  /** How risk is kept in hand, one safeguard per line. */
  safeguards: readonly string[];
  actions: readonly ActionData[];
  stats: readonly StatItem[];
};

/** The closing block of the home page: the nearshore figures, how risk is kept in hand, then the next step. */
export function NearshoreSection({
  id,
  eyebrow,
  title,
  intro,
  safeguards,
  actions,
  stats,
}: NearshoreSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden bg-ink-900 text-white"
    >
      <GeometricPattern className="inset-y-0 right-0 -z-10 h-full w-full text-shore-600 opacity-20 mask-l-from-0% mask-l-to-60%" />
      <div className="mx-auto grid max-w-7xl gap-14 px-(--spacing-gutter) py-(--spacing-section) lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center lg:gap-20">
        <div>
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-wider text-shore-100 uppercase">{eyebrow}</p>
          )}
          <h2 id={headingId} className="text-h2 font-bold tracking-tight text-balance">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lead text-ink-100">{intro}</p>}
          <ul className="mt-8 space-y-3">
            {safeguards.map((item) => (
              <li key={item} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-shore-600 text-white"
                >
                  <Check className="size-4" strokeWidth={2.5} />
                </span>
                <span className="text-ink-50">{item}</span>
              </li>
            ))}
          </ul>
          <ActionButtons actions={actions} className="mt-10 max-sm:*:w-full" />
        </div>
        <div className="rounded-card border border-white/15 bg-ink-950/50 p-7 backdrop-blur-sm lg:p-10">
          <dl className="grid gap-x-8 gap-y-9 min-[30rem]:grid-cols-2">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col border-t-2 border-shore-600 pt-4">
                <dt className="order-2 mt-2 font-semibold">{stat.label}</dt>
                <dd className="order-1 text-3xl font-bold tracking-tight lg:text-4xl">{stat.value}</dd>
                {stat.detail && <dd className="order-3 mt-1 text-sm text-ink-100">{stat.detail}</dd>}
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
