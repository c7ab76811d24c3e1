import { Card } from "~/components/sections/card";
import type { StatItem } from "~/components/sections/stat-grid";

/**
 * The contract's terms as tiles on the dark band: value first on screen, but read label then value
 * (dt, dd) as a definition list should.
 */
export function ContractTerms({ items }: { items: readonly StatItem[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {items.map((item) => (
        <Card tone="onDark" key={item.label} className="flex flex-col p-5">
          <dt className="order-2 mt-2 font-semibold text-white">{item.label}</dt>
          <dd className="order-1 text-2xl font-bold tracking-tight text-shore-100 xl:text-[1.65rem]">
            {item.value}
          </dd>
          {item.detail && <dd className="order-3 mt-2 text-sm text-ink-100">{item.detail}</dd>}
        </Card>
      ))}
    </dl>
  );
}
