import { BookOpenText } from "lucide-react";
import { CheckList } from "~/components/sections/check-list";
import { Section } from "~/components/sections/section";
import { GuideForm } from "~/forms/lazy-forms";

type ShoreGuideSectionProps = {
  eyebrow: string;
  title: string;
  intro: string;
  guideTitle: string;
  contents: readonly string[];
};

/** The guide download offer: what the guide covers on the left, the labelled request form on the right. */
export function ShoreGuideSection({ eyebrow, title, intro, guideTitle, contents }: ShoreGuideSectionProps) {
  return (
    <Section id="guide" eyebrow={eyebrow} title={title} intro={intro} tone="sand">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div className="flex gap-5">
          <span
            aria-hidden="true"
            className="hidden size-14 shrink-0 items-center justify-center rounded-xl bg-shore-600 text-white sm:inline-flex"
          >
            <BookOpenText className="size-7" />
          </span>
          <div>
            <p className="font-semibold text-ink-900">Au sommaire</p>
            <CheckList items={contents} className="mt-4" />
          </div>
        </div>
        <div className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-8">
          <GuideForm guideTitle={guideTitle} />
        </div>
      </div>
    </Section>
  );
}
