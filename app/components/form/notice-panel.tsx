import { Info } from "lucide-react";
import { CheckList } from "~/components/sections/check-list";
import { LINE } from "~/components/sections/line";
import { cn } from "~/lib/cn";

/** Points to know before deciding, set apart under the blocks they qualify. */
export function NoticePanel({ title, points }: { title: string; points: readonly string[] }) {
  return (
    <div className={cn("rounded-card border-l-4 bg-white p-6 shadow-card sm:p-8", LINE.border)}>
      <div className="flex items-center gap-3">
        <Info aria-hidden="true" className={cn("size-6 shrink-0", LINE.text)} />
        <h3 className="text-h3 font-bold tracking-tight text-ink-900">{title}</h3>
      </div>
      <CheckList items={points} columns={2} className="mt-5" />
    </div>
  );
}
