import { ChevronDown } from "lucide-react";

export type FaqItem = {
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
};

/** Questions and answers as native disclosures: they open with the keyboard and work without JavaScript. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="max-w-3xl divide-y divide-ink-900/10 border-y border-ink-900/10">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-left text-lg font-semibold text-ink-900 transition-colors hover:text-ink-700 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-ink-600 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="space-y-3 pb-6 text-ink-600">
            {item.answer.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
