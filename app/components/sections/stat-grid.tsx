import { cn } from "~/lib/cn";
import { LINE } from "./line";

export type StatItem = {
  /** As printed, in French notation: "98,2 %", "20 000", "15 jours". */
  value: string;
  label: string;
  detail?: string;
};

type StatGridProps = { items: readonly StatItem[]; tone?: "light" | "dark" };

function columns(count: number): string {
  if (count <= 2) return "min-[30rem]:grid-cols-2";
  if (count === 3) return "min-[30rem]:grid-cols-2 lg:grid-cols-3";
  return "min-[30rem]:grid-cols-2 lg:grid-cols-4";
}

/**
 * Key figures as large numerals. The DOM reads label then value (dt, dd) as a definition list should;
 * `order` shows the value first.
 */
export function StatGrid({ items, tone = "light" }: StatGridProps) {
  const dark = tone === "dark";

  return (
    <dl className={cn("grid gap-x-8 gap-y-10", columns(items.length))}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn("flex flex-col border-t-2 pt-5", dark ? "border-white/20" : LINE.border)}
        >
          <dt className={cn("order-2 mt-2 font-semibold", dark ? "text-white" : "text-ink-900")}>
            {item.label}
          </dt>
          <dd
            className={cn(
              "order-1 text-4xl font-bold tracking-tight tabular-nums lg:text-5xl",
              dark ? "text-white" : LINE.text,
            )}
          >
            {item.value}
          </dd>
          {item.detail && (
            <dd className={cn("order-3 mt-1 text-sm", dark ? "text-ink-100" : "text-ink-600")}>
              {item.detail}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
