import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type ChipListProps = {
  items: readonly string[];
  /** Names the list for screen readers. */
  label?: string;
  /** Adds to the list: its margin. */
  className?: string;
  /** Each chip's colours, border, padding and text size. */
  chipClassName: string;
  /** Chips that are not items, after them ("et 6 autres pays"). */
  children?: ReactNode;
};

/** Short items as pill-shaped chips that wrap: badges, tags, countries, fields. */
export function ChipList({ items, label, className, chipClassName, children }: ChipListProps) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {items.map((item) => (
        <li key={item} className={cn("rounded-full", chipClassName)}>
          {item}
        </li>
      ))}
      {children}
    </ul>
  );
}
