import { Card } from "~/components/sections/card";

type ShoreResultsBandProps = {
  title: string;
  items: readonly { value: string; label: string }[];
};

/** A dark band of three headline results under the key figures; values are text, large and high-contrast. */
export function ShoreResultsBand({ title, items }: ShoreResultsBandProps) {
  return (
    <Card tone="dark" className="mt-14 sm:p-8 lg:p-10">
      <h3 className="text-h3 font-semibold tracking-tight">{title}</h3>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.label} className="border-l-2 border-shore-100/60 pl-4">
            <span className="block text-4xl font-bold tracking-tight text-shore-100 tabular-nums">
              {item.value}
            </span>
            <span className="mt-1 block text-ink-100">{item.label}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
