import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { LINE } from "./line";

type IconTileProps = {
  icon: LucideIcon;
  /** The tile's colours: the page's line tint by default, `LINE.solid` for a filled one, or any pair. */
  tone?: string;
  /** Adds to or overrides the tile (`shrink-0` beside a heading, another size or radius). */
  className?: string;
  iconClassName?: string;
};

/** A decorative icon on a rounded square: the mark at the head of a card, a panel or a heading. */
export function IconTile({ icon: Icon, tone = LINE.soft, className, iconClassName }: IconTileProps) {
  return (
    <span
      className={cn(
        "where:inline-flex where:size-12 items-center justify-center where:rounded-xl",
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn("where:size-6", iconClassName)} />
    </span>
  );
}
