import { Target } from "lucide-react";
import { Card } from "~/components/sections/card";
import { ChipList } from "~/components/sections/chip-list";
import { LINE } from "~/components/sections/line";
import { cn } from "~/lib/cn";

type VisionTargetsProps = {
  /** "10 centres". */
  value: string;
  /** "objectif 2026". */
  label: string;
  text: string;
  /** The countries named, then the ones still to come ("et 6 autres pays"). */
  countries: readonly string[];
  more: string;
};

/** A target, shown as one: the number, what it counts, and the countries it names. */
export function VisionTargets({ value, label, text, countries, more }: VisionTargetsProps) {
  return (
    <Card
      tone="onDark"
      className="grid gap-8 p-7 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-center lg:gap-14 lg:p-10"
    >
      <p className="flex flex-col">
        <span className="text-6xl font-bold tracking-tight text-white tabular-nums lg:text-7xl">{value}</span>
        <span className={cn("mt-2 inline-flex items-center gap-2 font-semibold", LINE.textOnDark)}>
          <Target aria-hidden="true" className="size-5" />
          {label}
        </span>
      </p>
      <div>
        <p className="text-lead text-ink-100">{text}</p>
        <ChipList
          items={countries}
          className="mt-6"
          chipClassName="bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-900"
        >
          <li className="rounded-full border border-dashed border-white/50 px-3.5 py-1.5 text-sm font-semibold text-white">
            {more}
          </li>
        </ChipList>
      </div>
    </Card>
  );
}
