import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import type { Href } from "~/lib/href";
import type { ServiceLine } from "~/pages";
import { ArrowLink } from "./arrow-link";
import { Card } from "./card";
import { CheckItem } from "./check-list";
import { IconTile } from "./icon-tile";
import { useItemIds } from "./item-ids";
import { LINE } from "./line";

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
export function ServiceCards({
  items,
  words,
}: {
  items: readonly ServiceCardItem[];
  /** The link's words (« En savoir plus ») and the one before the line's name for screen readers (« sur »). */
  words: { more: string; on: string };
}) {
  const itemId = useItemIds();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item, index) => (
        <Card
          as="li"
          key={item.to}
          data-line={item.line}
          stripe
          className="flex flex-col text-ink-900 transition duration-150 hover:-translate-y-0.5 hover:border-ink-900/20 lg:p-8"
        >
          <div className="flex items-center gap-4">
            <IconTile icon={item.icon} className="shrink-0" />
            <div>
              <h3 id={itemId(index)} className="text-h3 font-bold tracking-tight">
                {item.name}
              </h3>
              <p className={cn("text-sm font-semibold", LINE.text)}>{item.tagline}</p>
            </div>
          </div>
          <p className="mt-5 text-ink-700">{item.pitch}</p>
          <ul className="mt-5 space-y-2.5 border-t border-ink-900/10 pt-5">
            {item.points.map((point) => (
              <CheckItem key={point} mark="bare" className="text-[0.95rem] text-ink-800">
                {point}
              </CheckItem>
            ))}
          </ul>
          <p className="mt-auto pt-7">
            <ArrowLink to={item.to} className="min-h-11 gap-1.5">
              {words.more}
              <span className="sr-only">
                {` ${words.on} `}
                {item.name}
              </span>
            </ArrowLink>
          </p>
        </Card>
      ))}
    </ul>
  );
}
