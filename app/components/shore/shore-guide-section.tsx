import { BookOpenText } from "lucide-react";
import type { ReactNode } from "react";
import { CheckList } from "~/components/sections/check-list";
import { Section, type SectionTone } from "~/components/sections/section";

type ShoreGuideSectionProps = {
  id: string;
  tone?: SectionTone;
  eyebrow: string;
  title: string;
  intro: string;
  /** The heading of the table of contents. */
  contentsTitle: string;
  contents: readonly string[];
  /** The request form. */
  children: ReactNode;
};

/** The guide download offer: what the guide covers on the left, the request form on the right. */
export function ShoreGuideSection({
  id,
  tone = "sand",
  eyebrow,
  title,
  intro,
  contentsTitle,
  contents,
  children,
}: ShoreGuideSectionProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div className="flex gap-5">
          <span
            aria-hidden="true"
            className="hidden size-14 shrink-0 items-center justify-center rounded-xl bg-shore-600 text-white sm:inline-flex"
          >
            <BookOpenText className="size-7" />
          </span>
          <div>
            <p className="font-semibold text-ink-900">{contentsTitle}</p>
            <CheckList items={contents} className="mt-4" />
          </div>
        </div>
        <div className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-8">
          {children}
        </div>
      </div>
    </Section>
  );
}
