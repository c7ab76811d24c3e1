import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { SmartLink } from "./smart-link";
import type { ActionData, ButtonVariant } from "./types";

type ActionButtonsProps = {
  actions: readonly ActionData[];
  /** Variant of the first action when it names none, then of the others. */
  defaults?: [first: ButtonVariant, rest: ButtonVariant];
  className?: string;
};

/** A row of button-styled links (hero and closing calls to action). */
export function ActionButtons({ actions, defaults = ["primary", "outline"], className }: ActionButtonsProps) {
  if (actions.length === 0) return null;
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      {actions.map((action, index) => (
        <Button
          key={`${action.label}-${action.to}`}
          asChild
          size="lg"
          variant={action.variant ?? defaults[index === 0 ? 0 : 1]}
          // A long label wraps inside the button at 375 px instead of overflowing the page.
          wrap
          className="max-w-full"
        >
          <SmartLink to={action.to}>{action.label}</SmartLink>
        </Button>
      ))}
    </div>
  );
}
