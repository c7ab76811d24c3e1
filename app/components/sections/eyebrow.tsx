import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type EyebrowProps = {
  children: ReactNode;
  /** An icon before the label, decorative. */
  icon?: LucideIcon;
  /** Its colour (and spacing): `LINE.text`, `LINE.textOnDark`, an accent. */
  className?: string;
  id?: string;
};

/** The small uppercase label above a title or at the head of a card: "Notre vision", "Situation 1". */
export function Eyebrow({ children, icon: Icon, className, id }: EyebrowProps) {
  return (
    <p
      id={id}
      className={cn(
        "text-sm font-semibold tracking-wider uppercase",
        Icon && "flex items-center gap-2.5",
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="size-5" />}
      {children}
    </p>
  );
}
