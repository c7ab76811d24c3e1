import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/sections/card";
import { ChipList } from "~/components/sections/chip-list";
import { IconTile } from "~/components/sections/icon-tile";

/** A leading role of the group: shown by what it does, with a neutral mark, never a name or a portrait. */
export type Leader = {
  icon: LucideIcon;
  role: string;
  /** Where the role is held: "À Paris". */
  base: string;
  /** What the role answers for, in a sentence or two. */
  text: string;
  /** Its fields, in a few words each. */
  scope: readonly string[];
};

/**
 * The leadership as cards: an icon in a circle, the role, where it is held, what it does and its fields, a list
 * named `scopeLabel` for screen readers (« Responsabilités »).
 */
export function LeaderGrid({ leaders, scopeLabel }: { leaders: readonly Leader[]; scopeLabel: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {leaders.map((leader) => (
        <Card as="li" key={leader.role} className="flex flex-col text-ink-900 lg:p-8">
          <div className="flex items-center gap-4">
            <IconTile
              icon={leader.icon}
              tone="bg-ink-900 text-white ring-4 ring-accent-100"
              className="flex size-16 shrink-0 rounded-full"
              iconClassName="size-7"
            />
            <div>
              <h3 className="text-h3 font-semibold tracking-tight">{leader.role}</h3>
              <p className="text-sm text-ink-600">{leader.base}</p>
            </div>
          </div>
          <p className="mt-5 text-ink-700">{leader.text}</p>
          <ChipList
            items={leader.scope}
            label={scopeLabel}
            className="mt-auto pt-5"
            chipClassName="bg-ink-50 px-3 py-1 text-sm text-ink-700"
          />
        </Card>
      ))}
    </ul>
  );
}
