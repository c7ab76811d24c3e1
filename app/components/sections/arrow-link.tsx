import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { Href } from "~/lib/href";
import { LINE } from "./line";
import { SmartLink } from "./smart-link";

type ArrowLinkProps = {
  to: Href;
  children: ReactNode;
  /** The card title that describes the link, so several "En savoir plus" stay distinguishable. */
  describedBy?: string;
  /** "icon" draws the arrow as an icon, "text" as a → glyph. */
  arrow?: "icon" | "text";
  /** Adds to the link: its gap and minimum height. */
  className?: string;
};

const NUDGE = "transition-transform duration-150 group-hover:translate-x-0.5";

/** A text link in the line colour, ending with an arrow that moves on hover: the way out of a card. */
export function ArrowLink({ to, children, describedBy, arrow = "icon", className }: ArrowLinkProps) {
  return (
    <SmartLink
      to={to}
      aria-describedby={describedBy}
      className={cn(
        "group inline-flex items-center font-semibold underline-offset-4 hover:underline",
        LINE.link,
        className,
      )}
    >
      {children}
      {arrow === "icon" ? (
        <ArrowRight aria-hidden="true" className={cn("size-4", NUDGE)} />
      ) : (
        <span aria-hidden="true" className={NUDGE}>
          →
        </span>
      )}
    </SmartLink>
  );
}
