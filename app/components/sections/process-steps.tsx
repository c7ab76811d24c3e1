import { ArrowRight } from "lucide-react";
import { cn } from "~/lib/cn";
import { Card } from "./card";
import { LINE } from "./line";

export type ProcessStep = {
  title: string;
  text: string;
  /** A delay or a key figure shown beside the number: "48 h", "24 h". */
  meta?: string;
  /** Who takes part in the step: "Vous et LIF Talent". */
  who?: string;
};

/** The words around each step: « Étape » before its number (for screen readers), « Qui » before who takes part. */
export type ProcessStepsWords = { step: string; who: string };

type ProcessStepsProps = { steps: readonly ProcessStep[]; words: ProcessStepsWords };

/** Three steps per row from the lg breakpoint; a connector joins neighbours in the same row. */
const PER_ROW = 3;

/**
 * A process as numbered cards (the six-step mission lifecycle, a three-step start): an ordered list whose
 * headings say "Étape n" to screen readers, the big number and the connectors being for the eye only.
 */
export function ProcessSteps({ steps, words }: ProcessStepsProps) {
  return (
    <ol className={cn("grid gap-6", steps.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-3")}>
      {steps.map((step, index) => {
        const number = index + 1;
        const rowEnd = number % PER_ROW === 0 || number === steps.length;
        return (
          <Card as="li" key={step.title} className="relative flex flex-col text-ink-900">
            <div className="flex items-center justify-between gap-4">
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-12 shrink-0 items-center justify-center rounded-full text-lg font-bold tabular-nums",
                  LINE.solid,
                )}
              >
                {String(number).padStart(2, "0")}
              </span>
              {step.meta && (
                <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", LINE.soft)}>
                  {step.meta}
                </span>
              )}
            </div>
            <h3 className="mt-5 text-h3 font-semibold tracking-tight">
              <span className="sr-only">
                {`${words.step} `}
                {number}
                {"\u00a0: "}
              </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink-600">{step.text}</p>
            {step.who && (
              <div className="mt-auto pt-5">
                <p className="border-t border-ink-900/10 pt-4 text-sm text-ink-600">
                  <span className="font-semibold text-ink-800">{`${words.who}\u00a0:`}</span> {step.who}
                </p>
              </div>
            )}
            {!rowEnd && (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-9 -right-6 z-10 hidden size-6 items-center justify-center lg:flex",
                  LINE.text,
                )}
              >
                <ArrowRight className="size-5" strokeWidth={2.5} />
              </span>
            )}
          </Card>
        );
      })}
    </ol>
  );
}
