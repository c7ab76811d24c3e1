import { BarChart, type BarItem } from "~/components/sections/bar-chart";
import { Card } from "~/components/sections/card";
import { SplitBar, type SplitItem } from "~/components/sections/split-bar";
import { StatGrid, type StatItem } from "~/components/sections/stat-grid";

type TalentPoolFiguresProps = {
  stats: readonly StatItem[];
  skills: { title: string; note: string; items: readonly SplitItem[] };
  languages: { title: string; note: string; items: readonly BarItem[] };
};

/** The talent pool in figures: key numerals, the skill split and the languages, every value written as text. */
export function TalentPoolFigures({ stats, skills, languages }: TalentPoolFiguresProps) {
  return (
    <>
      <StatGrid items={stats} />
      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <Card className="sm:p-8">
          <SplitBar title={skills.title} items={skills.items} />
          <p className="mt-5 text-sm text-ink-600">{skills.note}</p>
        </Card>
        <Card className="sm:p-8">
          <BarChart title={languages.title} items={languages.items} />
          <p className="mt-5 text-sm text-ink-600">{languages.note}</p>
        </Card>
      </div>
    </>
  );
}
