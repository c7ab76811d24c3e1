import type { ReactNode } from "react";
import { CheckList } from "~/components/sections/check-list";

type FormSplitProps = {
  id: string;
  eyebrow: string;
  /** The question the form answers; the form's own title is the section's heading. */
  statement: string;
  text: string;
  points: readonly string[];
  /** The form, which brings its own h2. */
  children: ReactNode;
};

/** A form in a card on the right, with why and what to expect on the left. */
export function FormSplit({ id, eyebrow, statement, text, points, children }: FormSplitProps) {
  return (
    <section id={id} className="scroll-mt-20 bg-sand-50">
      <div className="mx-auto grid max-w-7xl items-start gap-10 px-(--spacing-gutter) py-(--spacing-section) lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-16">
        <div className="lg:sticky lg:top-24">
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{eyebrow}</p>
          <p className="mt-3 text-2xl leading-snug font-bold tracking-tight text-balance text-ink-900">
            {statement}
          </p>
          <p className="mt-4 text-lg text-ink-700">{text}</p>
          <CheckList items={points} className="mt-6" />
        </div>
        <div className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-8 lg:p-10">
          {children}
        </div>
      </div>
    </section>
  );
}
