import { ArrowRight, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { ArrowLink } from "~/components/sections/arrow-link";
import { Card } from "~/components/sections/card";
import { IconTile } from "~/components/sections/icon-tile";
import { LINE } from "~/components/sections/line";
import { SmartLink } from "~/components/sections/smart-link";
import type { LinkData } from "~/components/sections/types";
import { cn } from "~/lib/cn";

type FundingNoteProps = {
  icon: LucideIcon;
  text: string;
  /** The page that details every way of funding, step by step. */
  link: LinkData;
  /** Each way of funding, linked to its steps; `waysLabel` names the list. */
  ways: readonly LinkData[];
  waysLabel: string;
};

/** Funding in one paragraph, with links to the page that details each way of funding step by step. */
export function FundingNote({ icon, text, link, ways, waysLabel }: FundingNoteProps) {
  const waysId = useId();
  return (
    <Card className="grid gap-8 sm:p-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
      <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
        <IconTile icon={icon} className="size-14 rounded-2xl" iconClassName="size-7" />
        <div>
          <p className="text-lg text-ink-700">{text}</p>
          <p className="mt-5">
            <ArrowLink to={link.to} className="min-h-11 gap-1.5">
              {link.label}
            </ArrowLink>
          </p>
        </div>
      </div>
      <div className="rounded-xl bg-line-50 p-5">
        <p id={waysId} className={cn("text-sm font-semibold tracking-wider uppercase", LINE.text)}>
          {waysLabel}
        </p>
        <ul aria-labelledby={waysId} className="mt-2 divide-y divide-line-600/15">
          {ways.map((way) => (
            <li key={way.to}>
              <SmartLink
                to={way.to}
                className="group flex min-h-12 items-center justify-between gap-3 py-2 font-semibold text-ink-900 underline-offset-4 hover:underline"
              >
                {way.label}
                <ArrowRight
                  aria-hidden="true"
                  className={cn(
                    "size-4 shrink-0 transition-transform duration-150 group-hover:translate-x-0.5",
                    LINE.text,
                  )}
                />
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
