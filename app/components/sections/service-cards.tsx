import { ArrowRight, Check, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { cn } from "~/lib/cn";
import type { Href } from "~/lib/href";
import type { ServiceLine } from "~/pages";
import { LINE } from "./line";
import { SmartLink } from "./smart-link";

export type ServiceCardItem = {
  name: string;
  line: ServiceLine;
  icon: LucideIcon;
  /** One line under the name: what the service line is. */
  tagline: string;
  pitch: string;
  /** Two or three concrete points. */
  points: readonly string[];
  to: Href;
};

/**
 * The three service lines side by side, each in its colour, ending with 'En savoir plus'. The visible link
 * text is the same on every card; a visually hidden "sur <name>" gives each link its own accessible name.
 */
export function ServiceCards({ items }: { items: readonly ServiceCardItem[] }) {
  const baseId = useId();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item, index) => {
        const Icon = item.icon;
        const titleId = `${baseId}-${index}`;
        return (
          <li
            key={item.to}
            data-line={item.line}
            className={cn(
              "relative flex flex-col overflow-hidden rounded-card border border-ink-900/10 bg-white p-6 text-ink-900 shadow-card transition duration-150 before:absolute before:inset-x-0 before:top-0 before:h-1.5 hover:-translate-y-0.5 hover:border-ink-900/20 lg:p-8",
              "before:bg-line-600",
            )}
          >
            <div className="flex items-center gap-4">
              <span
                className={cn(
                  "inline-flex size-12 shrink-0 items-center justify-center rounded-xl",
                  LINE.soft,
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 id={titleId} className="text-h3 font-bold tracking-tight">
                  {item.name}
                </h3>
                <p className={cn("text-sm font-semibold", LINE.text)}>{item.tagline}</p>
              </div>
            </div>
            <p className="mt-5 text-ink-700">{item.pitch}</p>
            <ul className="mt-5 space-y-2.5 border-t border-ink-900/10 pt-5">
              {item.points.map((point) => (
                <li key={point} className="flex gap-2.5 text-[0.95rem] text-ink-800">
                  <Check
                    aria-hidden="true"
                    strokeWidth={2.5}
                    className={cn("mt-1 size-4 shrink-0", LINE.text)}
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <p className="mt-auto pt-7">
              <SmartLink
                to={item.to}
                className={cn(
                  "group inline-flex min-h-11 items-center gap-1.5 font-semibold underline-offset-4 hover:underline",
                  LINE.link,
                )}
              >
                En savoir plus
                <span className="sr-only"> sur {item.name}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform duration-150 group-hover:translate-x-0.5"
                />
              </SmartLink>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
