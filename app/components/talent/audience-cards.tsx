import type { LucideIcon } from "lucide-react";
import { ActionButtons } from "~/components/sections/action-buttons";
import { Card } from "~/components/sections/card";
import { CheckItem } from "~/components/sections/check-list";
import { Eyebrow } from "~/components/sections/eyebrow";
import { LINE } from "~/components/sections/line";
import type { ActionData } from "~/components/sections/types";
import { cn } from "~/lib/cn";

export type AudienceCard = {
  icon: LucideIcon;
  /** Who the card speaks to: "Vous êtes une entreprise". */
  audience: string;
  title: string;
  text: string;
  points: readonly string[];
  action: ActionData;
};

/** The two sides of the marketplace side by side: the first card on navy, the second on white. */
export function AudienceCards({ items }: { items: readonly AudienceCard[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {items.map((item, index) => {
        const dark = index === 0;
        return (
          <Card
            as="li"
            key={item.audience}
            tone={dark ? "dark" : "light"}
            className={cn("flex flex-col p-7 lg:p-10", !dark && "text-ink-900")}
          >
            <Eyebrow icon={item.icon} className={dark ? LINE.textOnDark : LINE.text}>
              {item.audience}
            </Eyebrow>
            <h3 className="mt-4 text-2xl font-bold tracking-tight text-balance">{item.title}</h3>
            <p className={cn("mt-3", dark ? "text-ink-100" : "text-ink-600")}>{item.text}</p>
            <ul className="mt-6 space-y-3">
              {item.points.map((point) => (
                <CheckItem
                  key={point}
                  mark="bare"
                  className="gap-3"
                  markClassName={dark ? LINE.textOnDark : LINE.text}
                  textClassName={dark ? "text-white" : "text-ink-800"}
                >
                  {point}
                </CheckItem>
              ))}
            </ul>
            <ActionButtons
              actions={[item.action]}
              defaults={dark ? ["inverse", "inverse"] : ["primary", "primary"]}
              className="mt-auto pt-8"
            />
          </Card>
        );
      })}
    </ul>
  );
}
