import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { LINE } from "./line";

type DiscProps = {
  children: ReactNode;
  /** Its colours: the line's solid fill by default, `LINE.soft` for a tint. */
  tone?: string;
  /** Adds to or overrides it: size, text size, `tabular-nums`, `shrink-0`. */
  className?: string;
};

/**
 * A round mark holding a step's number or a person's initials. Decorative: the list's order or the text beside
 * it already says the same, so screen readers skip it.
 */
export function Disc({ children, tone = LINE.solid, className }: DiscProps) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex where:size-8 items-center justify-center rounded-full font-bold", tone, className)}
    >
      {children}
    </span>
  );
}
