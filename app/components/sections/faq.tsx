import { ChevronDown } from "lucide-react";
import { cn } from "~/lib/cn";
import { LINE } from "./line";
import { SmartLink } from "./smart-link";
import type { LinkData } from "./types";

export type FaqItem = {
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
  /** Where to read more, shown under the answer. */
  link?: LinkData;
};

/**
 * Questions and answers as native disclosures (<details>/<summary>): they open with a click, Enter or Space,
 * before the page's JavaScript has loaded or without it, and React never controls them, so hydration changes
 * nothing on screen. Several may be open at once: a reader compares answers.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="max-w-3xl divide-y divide-ink-900/10 border-y border-ink-900/10">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-6 py-5 text-left text-lg font-semibold text-ink-900 transition-colors hover:text-ink-700 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className={cn(
                "inline-flex size-8 shrink-0 items-center justify-center rounded-full",
                LINE.soft,
              )}
            >
              <ChevronDown className="size-5 transition-transform duration-200 group-open:rotate-180" />
            </span>
          </summary>
          <div className="space-y-3 pb-6 text-ink-600 sm:pr-14">
            {item.answer.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {item.link && (
              <p>
                <SmartLink
                  to={item.link.to}
                  className={cn("font-semibold underline underline-offset-4", LINE.link)}
                >
                  {item.link.label}
                </SmartLink>
              </p>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
