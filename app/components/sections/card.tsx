import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element the card is: a list item in a grid of cards, an article, a section. */
  as?: "div" | "li" | "section" | "article" | "figure" | "aside";
  /** A bar of the line colour along the top edge (a card that stands for a service line or a domain). */
  stripe?: boolean;
};

const STRIPE =
  "relative overflow-hidden before:absolute before:inset-x-0 before:top-0 before:h-1.5 before:bg-line-600";

/**
 * The white card every block draws: rounded corners, a hairline border, a soft elevation and 1.5 rem of padding.
 * `className` adds to it or overrides it (padding per breakpoint, a tinted background, a coloured border).
 */
export function Card({ as: Element = "div", stripe = false, className, ...props }: CardProps) {
  return (
    <Element
      className={cn(
        "rounded-card border border-ink-900/10 bg-white p-6 shadow-card",
        stripe && STRIPE,
        className,
      )}
      {...props}
    />
  );
}
