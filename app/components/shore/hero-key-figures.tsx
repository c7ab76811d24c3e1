import { Card } from "~/components/sections/card";

type KeyFigure = { value: string; label: string };

type HeroKeyFiguresProps = { title: string; items: readonly KeyFigure[] };

/** The hero's aside on the recruitment and agile pages: four key figures as a definition list. */
export function HeroKeyFigures({ title, items }: HeroKeyFiguresProps) {
  return (
    <Card className="bg-white/95 sm:p-8">
      <p className="text-sm font-semibold tracking-wider text-shore-700 uppercase">{title}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-6 min-[26rem]:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col border-l-2 border-shore-600 pl-4">
            <dt className="order-2 mt-1 text-sm text-ink-600">{item.label}</dt>
            <dd className="order-1 text-2xl font-bold tracking-tight text-ink-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
