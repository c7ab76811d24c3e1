import type { ReactNode } from "react";
import { Card } from "~/components/sections/card";
import { CheckList } from "~/components/sections/check-list";
import { Disc } from "~/components/sections/disc";
import { LINE } from "~/components/sections/line";
import { SmartLink } from "~/components/sections/smart-link";
import { TitledText } from "~/components/sections/titled-text";
import type { LinkData } from "~/components/sections/types";
import { cn } from "~/lib/cn";

export type FormAside = {
  /** "Après l’envoi". */
  title: string;
  /** What happens once the form is sent, in order. */
  steps?: readonly { label: string; text: string }[];
  /** Or what the sender receives, as a check list. */
  points?: readonly string[];
  /** What becomes of the data, with where to read more. */
  note?: { text: string; link?: LinkData };
};

type FormBandProps = { children: ReactNode; aside: FormAside };

/** A lead form in its card, with what happens after sending beside it (below it on a phone). */
export function FormBand({ children, aside }: FormBandProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-start">
      <Card className="sm:p-10">{children}</Card>
      <div className="lg:pt-4">
        <h3 className="text-h3 font-semibold tracking-tight text-ink-900">{aside.title}</h3>
        {aside.points && <CheckList items={aside.points} className="mt-6" />}
        {aside.steps && (
          <ol className="mt-6 space-y-5">
            {aside.steps.map((step, index) => (
              <li key={step.label} className="grid grid-cols-[2rem_minmax(0,1fr)] gap-x-4">
                <Disc className="text-sm">{index + 1}</Disc>
                <TitledText title={step.label} text={step.text} />
              </li>
            ))}
          </ol>
        )}
        {aside.note && (
          <p className="mt-8 rounded-card border border-ink-900/10 bg-white p-5 text-sm text-ink-700">
            {aside.note.text}{" "}
            {aside.note.link && (
              <SmartLink
                to={aside.note.link.to}
                className={cn("font-semibold underline underline-offset-4", LINE.link)}
              >
                {aside.note.link.label}
              </SmartLink>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
