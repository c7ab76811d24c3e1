import { ArrowDown, ArrowRight } from "lucide-react";
import { LINE } from "~/components/sections/line";
import { cn } from "~/lib/cn";

export type ChallengeAnswer = {
  /** The buyer's difficulty, as a short heading. */
  challenge: string;
  detail: string;
  /** What LIF Talent does about it. */
  answer: string;
};

type ChallengeAnswersProps = {
  items: readonly ChallengeAnswer[];
  /** The small labels over each side. */
  labels: { challenge: string; answer: string };
};

/** Each difficulty beside the answer LIF Talent gives it, one row per pair (stacked on a phone). */
export function ChallengeAnswers({ items, labels }: ChallengeAnswersProps) {
  return (
    <ul className="space-y-5">
      {items.map((item) => (
        <li
          key={item.challenge}
          className="grid overflow-hidden rounded-card border border-ink-900/10 bg-white shadow-card md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1.15fr)]"
        >
          <div className="p-6 lg:p-7">
            <p className="text-xs font-semibold tracking-wider text-ink-600 uppercase">{labels.challenge}</p>
            <h3 className="mt-2 text-h3 font-semibold tracking-tight text-ink-900">{item.challenge}</h3>
            <p className="mt-2 text-ink-600">{item.detail}</p>
          </div>
          <div aria-hidden="true" className={cn("flex items-center justify-center", LINE.text)}>
            <ArrowDown className="size-5 md:hidden" />
            <ArrowRight className="hidden size-5 md:block" />
          </div>
          <div
            className={cn("border-t-4 p-6 md:border-t-0 md:border-l-4 lg:p-7", LINE.border, "bg-line-50/60")}
          >
            <p className={cn("text-xs font-semibold tracking-wider uppercase", LINE.text)}>{labels.answer}</p>
            <p className="mt-2 text-ink-800">{item.answer}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
