import type { LucideIcon } from "lucide-react";
import { CheckItem } from "~/components/sections/check-list";
import { Eyebrow } from "~/components/sections/eyebrow";
import { IconTile } from "~/components/sections/icon-tile";
import { useItemIds } from "~/components/sections/item-ids";

export type PartnerKind = {
  icon: LucideIcon;
  /** The family of partner: "Formation", "Technologie". */
  category: string;
  title: string;
  text: string;
  /** What the partnership brings, concretely. */
  brings: readonly string[];
};

/**
 * Key partners described by kind (no logos, no brand names), each with what the partnership brings, under
 * `bringsTitle` (« Ce que le partenariat apporte »).
 */
export function PartnerCards({
  partners,
  bringsTitle,
}: {
  partners: readonly PartnerKind[];
  bringsTitle: string;
}) {
  const itemId = useItemIds();
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {partners.map((partner, index) => (
        <li
          key={partner.title}
          className="flex flex-col overflow-hidden rounded-card border border-ink-900/10 bg-white text-ink-900 shadow-card"
        >
          <div className="flex items-center gap-4 bg-ink-900 px-6 py-5 text-white">
            <IconTile
              icon={partner.icon}
              tone="bg-white/10"
              className="shrink-0"
              iconClassName="text-accent-100"
            />
            <Eyebrow className="text-accent-100">{partner.category}</Eyebrow>
          </div>
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-h3 font-semibold tracking-tight">{partner.title}</h3>
            <p className="mt-2 text-ink-600">{partner.text}</p>
            <p id={itemId(index)} className="mt-5 text-sm font-semibold text-ink-900">
              {bringsTitle}
            </p>
            <ul aria-labelledby={itemId(index)} className="mt-3 space-y-2.5">
              {partner.brings.map((item) => (
                <CheckItem key={item} mark="bare" className="text-ink-800" markClassName="text-accent-700">
                  {item}
                </CheckItem>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
