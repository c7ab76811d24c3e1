import { Card } from "~/components/sections/card";
import { CheckList } from "~/components/sections/check-list";

type CollaborationToolkitProps = {
  toolsTitle: string;
  tools: readonly string[];
  ritualsTitle: string;
  rituals: readonly string[];
};

/** The collaboration tools checklist beside the rituals the team commits to. */
export function CollaborationToolkit({
  toolsTitle,
  tools,
  ritualsTitle,
  rituals,
}: CollaborationToolkitProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <Card className="sm:p-8">
        <h3 className="text-h3 font-semibold tracking-tight text-ink-900">{toolsTitle}</h3>
        <CheckList items={tools} columns={2} className="mt-6" />
      </Card>
      <Card tone="dark" className="shadow-card sm:p-8">
        <h3 className="text-h3 font-semibold tracking-tight">{ritualsTitle}</h3>
        <ul className="mt-6 grid gap-4">
          {rituals.map((ritual) => (
            <li key={ritual} className="border-l-2 border-shore-100/60 pl-4 text-ink-100">
              {ritual}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
