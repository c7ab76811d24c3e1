import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { ArrowLink } from "./arrow-link";
import { Card } from "./card";
import { IconTile } from "./icon-tile";
import { useItemIds } from "./item-ids";
import { LINE } from "./line";
import type { LinkData } from "./types";

export type FeatureItem = {
  icon?: LucideIcon;
  title: string;
  text: string;
  /** One link per card; the card itself is not a link. */
  link?: LinkData;
  /** A short label in the card's corner ("Nouveau", "48 h"). */
  badge?: string;
};

type FeatureGridProps = { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 };

const COLUMNS = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Cards with an icon, an h3, a text and an optional link; the surrounding Section gives the h2. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  const itemId = useItemIds();

  return (
    <ul className={cn("grid gap-6", COLUMNS[columns])}>
      {items.map((item, index) => (
        <Card as="li" key={item.title} className="flex flex-col text-ink-900">
          {(item.icon || item.badge) && (
            <div className="mb-5 flex items-start justify-between gap-4">
              {item.icon && <IconTile icon={item.icon} />}
              {item.badge && (
                <span className={cn("ml-auto rounded-full px-2.5 py-0.5 text-xs font-semibold", LINE.soft)}>
                  {item.badge}
                </span>
              )}
            </div>
          )}
          <h3 id={itemId(index)} className="text-h3 font-semibold tracking-tight">
            {item.title}
          </h3>
          <p className="mt-2 text-ink-600">{item.text}</p>
          {item.link && (
            <p className="mt-auto pt-5">
              <ArrowLink to={item.link.to} describedBy={itemId(index)} arrow="text" className="gap-1">
                {item.link.label}
              </ArrowLink>
            </p>
          )}
        </Card>
      ))}
    </ul>
  );
}
