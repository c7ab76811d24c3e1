import { Disc } from "~/components/sections/disc";
import { TitledText } from "~/components/sections/titled-text";

type SprintCycleProps = { title: string; steps: readonly { step: string; text: string }[] };

/** How a change of team happens between two sprints: three numbered steps in a row. */
export function SprintCycle({ title, steps }: SprintCycleProps) {
  return (
    <div className="mt-12 rounded-card bg-shore-50 p-6 sm:p-8">
      <h3 className="text-h3 font-semibold tracking-tight text-ink-900">{title}</h3>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {steps.map((item, index) => (
          <li key={item.step} className="flex gap-4">
            <Disc tone="bg-shore-700 text-white" className="size-10 shrink-0 tabular-nums">
              {index + 1}
            </Disc>
            <TitledText title={item.step} text={item.text} textClassName="mt-1 text-ink-700" />
          </li>
        ))}
      </ol>
    </div>
  );
}
