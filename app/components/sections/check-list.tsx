import { Check, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { LINE } from "./line";

type CheckItemProps = {
  children: ReactNode;
  /** "circle" sets the mark in a tinted disc, "bare" draws it alone, a little smaller. */
  mark?: "circle" | "bare";
  /** Check by default; a cross (X) or a dash for what goes wrong. */
  icon?: LucideIcon;
  /** Adds to the item: its gap, text size and colour. */
  className?: string;
  /** The mark's colours: the line's tint (circle) or text colour (bare) by default. */
  markClassName?: string;
  textClassName?: string;
};

/** One point behind a check mark; the mark is decoration, the text says it all. */
export function CheckItem({
  children,
  mark = "circle",
  icon: Icon = Check,
  className,
  markClassName,
  textClassName,
}: CheckItemProps) {
  if (mark === "bare") {
    return (
      <li className={cn("flex where:gap-2.5", className)}>
        <Icon
          aria-hidden="true"
          strokeWidth={2.5}
          className={cn("mt-1 size-4 shrink-0", markClassName ?? LINE.text)}
        />
        <span className={textClassName}>{children}</span>
      </li>
    );
  }
  return (
    <li className={cn("flex where:gap-3", className)}>
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full",
          markClassName ?? LINE.soft,
        )}
      >
        <Icon className="size-4" strokeWidth={2.5} />
      </span>
      <span className={textClassName}>{children}</span>
    </li>
  );
}

type CheckListProps = { items: readonly string[]; columns?: 1 | 2; className?: string };

/** A list of benefits or guarantees, each behind a check mark. */
export function CheckList({ items, columns = 1, className }: CheckListProps) {
  return (
    <ul className={cn("grid gap-3", columns === 2 && "sm:grid-cols-2 sm:gap-x-8", className)}>
      {items.map((item) => (
        <CheckItem key={item} className="text-ink-800">
          {item}
        </CheckItem>
      ))}
    </ul>
  );
}
