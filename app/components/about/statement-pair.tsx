import type { LucideIcon } from "lucide-react";
import { Eyebrow } from "~/components/sections/eyebrow";
import { cn } from "~/lib/cn";

export type StatementItem = {
  icon: LucideIcon;
  /** Small label above the statement: "Notre vision". */
  label: string;
  /** The statement itself, one sentence. */
  title: string;
  text: string;
};

/** Two statements side by side (vision and mission): the first on navy, the second on sand. */
export function StatementPair({ items }: { items: readonly StatementItem[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {items.map((item, index) => {
        const dark = index % 2 === 0;
        return (
          <li
            key={item.label}
            className={cn(
              "flex flex-col rounded-card p-8 lg:p-10",
              dark ? "bg-ink-900 text-white" : "border border-ink-900/10 bg-sand-100 text-ink-900",
            )}
          >
            <Eyebrow icon={item.icon} className={dark ? "text-accent-100" : "text-accent-700"}>
              {item.label}
            </Eyebrow>
            <h3 className="mt-5 text-2xl leading-snug font-bold tracking-tight text-balance lg:text-[1.75rem]">
              {item.title}
            </h3>
            <p className={cn("mt-4 text-lg leading-relaxed", dark ? "text-ink-100" : "text-ink-700")}>
              {item.text}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
