import { CheckList } from "~/components/sections/check-list";
import { LINE } from "~/components/sections/line";
import { cn } from "~/lib/cn";

type ImpactFigureProps = {
  /** "200+". */
  value: string;
  /** What it counts: "jeunes formés chaque année". */
  label: string;
  text: string;
  points: readonly string[];
};

/** One figure that carries a commitment, large, with how it is kept beside it. */
export function ImpactFigure({ value, label, text, points }: ImpactFigureProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:items-center lg:gap-16">
      <p className={cn("flex flex-col rounded-card border-l-4 bg-white p-8 shadow-card", LINE.border)}>
        <span className={cn("text-7xl font-bold tracking-tight tabular-nums", LINE.text)}>{value}</span>
        <span className="mt-2 text-xl font-semibold text-ink-900">{label}</span>
      </p>
      <div>
        <p className="text-lead text-ink-700">{text}</p>
        <CheckList items={points} className="mt-6" />
      </div>
    </div>
  );
}
