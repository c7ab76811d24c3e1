import { BookOpenText } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/sections/card";
import { CheckList } from "~/components/sections/check-list";
import { IconTile } from "~/components/sections/icon-tile";
import { Section, type SectionTone } from "~/components/sections/section";

type ShoreGuideSectionProps = {
  id: string;
  tone?: SectionTone;
  eyebrow?: string;
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
          <IconTile
            icon={BookOpenText}
            tone="bg-shore-600 text-white"
            className="hidden size-14 shrink-0 sm:inline-flex"
            iconClassName="size-7"
          />
          <div>
            <p className="font-semibold text-ink-900">{contentsTitle}</p>
            <CheckList items={contents} className="mt-4" />
          </div>
        </div>
        <Card className="sm:p-8">{children}</Card>
      </div>
    </Section>
  );
}
