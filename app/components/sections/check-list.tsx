import { Check } from "lucide-react";
import { cn } from "~/lib/cn";
import { LINE } from "./line";

type CheckListProps = { items: readonly string[]; columns?: 1 | 2; className?: string };

/** A list of benefits or guarantees, each behind a check mark. */
export function CheckList({ items, columns = 1, className }: CheckListProps) {
  return (
    <ul className={cn("grid gap-3", columns === 2 && "sm:grid-cols-2 sm:gap-x-8", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-800">
          <span
            aria-hidden="true"
            className={cn(
              "mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full",
              LINE.soft,
            )}
          >
            <Check className="size-4" strokeWidth={2.5} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
