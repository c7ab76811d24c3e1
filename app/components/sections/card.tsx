import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element the card is: a list item in a grid of cards, an article, a section. */
  as?: "div" | "li" | "section" | "article" | "figure" | "aside";
  /** "light": white on a light page; "dark": navy with white text; "onDark": a faint pane over a dark band. */
  tone?: "light" | "dark" | "onDark";
  /** A bar of the line colour along the top edge (a card that stands for a service line or a domain). */
  stripe?: boolean;
};

const TONE = {
  light: "border border-ink-900/10 where:bg-white shadow-card",
  dark: "bg-ink-900 text-white",
  onDark: "border border-white/15 bg-white/5",
} as const;

const STRIPE =
  "relative overflow-hidden before:absolute before:inset-x-0 before:top-0 before:h-1.5 before:bg-line-600";

/**
 * The card every block draws: rounded corners and 1.5 rem of padding; white with a hairline border and a soft
 * elevation on a light page, navy for emphasis, a faint bordered pane on a dark band.
 * `className` adds to it or overrides its padding and white background (they are `where:` defaults).
 */
export function Card({
  as: Element = "div",
  tone = "light",
  stripe = false,
  className,
  ...props
}: CardProps) {
  return (
    <Element className={cn("rounded-card where:p-6", TONE[tone], stripe && STRIPE, className)} {...props} />
  );
}
