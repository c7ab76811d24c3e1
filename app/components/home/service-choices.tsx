import type { LucideIcon } from "lucide-react";
import { ArrowLink } from "~/components/sections/arrow-link";
import { IconTile } from "~/components/sections/icon-tile";
import { LINE } from "~/components/sections/line";
import type { LinkData } from "~/components/sections/types";
import { cn } from "~/lib/cn";
import type { ServiceLine } from "~/pages";

/** One situation a visitor may be in, and the service line that answers it. */
export type ServiceChoice = {
  need: string;
  answer: string;
  service: LinkData;
  line: ServiceLine;
};

type ServiceChoicesProps = {
  choices: readonly ServiceChoice[];
  /** Numbers each card: « Situation 1 ». */
  situation: string;
  /** Read before the service's name by screen readers: « Découvrir LIF Shore ». */
  discover: string;
  /** How the three lines work together, under the cards. */
  combine: { icon: LucideIcon; title: string; text: string };
};

/** /services: three situations and the service line that answers each, then how the three combine. */
export function ServiceChoices({ choices, situation, discover, combine }: ServiceChoicesProps) {
  return (
    <>
      <ol className="grid gap-6 lg:grid-cols-3">
        {choices.map((choice, index) => (
          <li
            key={choice.service.to}
            data-line={choice.line}
            className={cn("flex flex-col rounded-card border-l-4 bg-white p-6 shadow-card", LINE.border)}
          >
            <p className={cn("text-sm font-semibold tracking-wider uppercase", LINE.text)}>
              {situation} {index + 1}
            </p>
            <p className="mt-3 font-semibold text-ink-900">{choice.need}</p>
            <p className="mt-3 text-ink-600">{choice.answer}</p>
            <p className="mt-auto pt-5">
              <ArrowLink to={choice.service.to} className="min-h-11 gap-1.5">
                <span className="sr-only">{discover} </span>
                {choice.service.label}
              </ArrowLink>
            </p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col gap-5 rounded-card border border-ink-900/10 bg-white p-6 sm:flex-row sm:items-start lg:p-8">
        <IconTile icon={combine.icon} tone="bg-accent-50 text-accent-700" className="shrink-0" />
        <div>
          <h3 className="text-h3 font-semibold tracking-tight">{combine.title}</h3>
          <p className="mt-2 max-w-3xl text-ink-600">{combine.text}</p>
        </div>
      </div>
    </>
  );
}
