import { Card } from "~/components/sections/card";
import { Disc } from "~/components/sections/disc";
import { initials } from "~/components/sections/initials";

type CollaboratorRecordProps = {
  title: string;
  role: string;
  site: string;
  entries: readonly { label: string; value: string }[];
  note: string;
};

/** A sample collaborator record from the dashboard, beside the history timeline (illustrative, no real person). */
export function CollaboratorRecord({ title, role, site, entries, note }: CollaboratorRecordProps) {
  return (
    <Card>
      <p className="text-sm font-semibold tracking-wider text-shore-700 uppercase">{title}</p>
      <div className="mt-4 flex items-center gap-3">
        <Disc tone="bg-shore-50 text-shore-700" className="size-12 shrink-0">
          {initials(role)}
        </Disc>
        <p className="flex flex-col">
          <span className="font-semibold text-ink-900">{role}</span>
          <span className="text-sm text-ink-600">{site}</span>
        </p>
      </div>
      <dl className="mt-5 divide-y divide-ink-900/10 text-sm">
        {entries.map((entry) => (
          <div key={entry.label} className="flex justify-between gap-4 py-2.5">
            <dt className="text-ink-600">{entry.label}</dt>
            <dd className="text-right font-semibold text-ink-900">{entry.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-ink-600">{note}</p>
    </Card>
  );
}
