import { cn } from "~/lib/cn";
import { formatEuro } from "~/lib/french";
import { Card } from "./card";
import { formatPercent } from "./chart-value";

export type RevenuePart = {
  /** Who receives it: "Le consultant". */
  label: string;
  /** In euros; the bar and every printed value come from it, so they cannot disagree. */
  amount: number;
  /** What the amount is, in one sentence. */
  note?: string;
};

type RevenueSplitProps = {
  /** The figure's caption. */
  title: string;
  /** The parts of the total, largest first. */
  parts: readonly RevenuePart[];
  /** The sum of the parts: what is billed. */
  total: { label: string; note?: string };
  /** After each amount: "HT par jour". */
  unit?: string;
  /** After each part's percentage: « du montant facturé ». */
  ofTotal: string;
};

const FILLS = ["bg-line-700 text-white", "bg-ink-800 text-white", "bg-ink-500 text-white"] as const;
const SWATCHES = ["bg-line-700", "bg-ink-800", "bg-ink-500"] as const;

/**
 * A worked example of where money goes: one bar split in proportion, then every amount, its share of the total
 * and the sum written as text. The bar repeats the text for the eye and is hidden from screen readers.
 */
export function RevenueSplit({ title, parts, total, unit, ofTotal }: RevenueSplitProps) {
  const sum = parts.reduce((acc, part) => acc + part.amount, 0);
  const share = (amount: number) => (sum > 0 ? Math.round((amount / sum) * 100) : 0);
  const withUnit = (amount: number) => (unit ? `${formatEuro(amount)} ${unit}` : formatEuro(amount));

  return (
    <Card as="figure" className="text-ink-900 sm:p-8">
      <figcaption className="font-semibold">{title}</figcaption>
      <div aria-hidden="true" className="mt-6 flex h-14 gap-1 overflow-hidden rounded-xl">
        {parts.map((part, index) => (
          <div
            key={part.label}
            className={cn(
              "flex min-w-12 items-center justify-center px-2 text-sm font-bold tabular-nums sm:text-base",
              FILLS[index % FILLS.length],
            )}
            style={{ width: `${sum > 0 ? (part.amount / sum) * 100 : 0}%` }}
          >
            {formatEuro(part.amount)}
          </div>
        ))}
      </div>
      <dl className="mt-8 grid gap-6 sm:grid-cols-2">
        {parts.map((part, index) => (
          <div key={part.label} className="flex flex-col">
            <dt className="flex items-center gap-2.5 font-semibold">
              <span
                aria-hidden="true"
                className={cn("size-3.5 shrink-0 rounded-sm", SWATCHES[index % SWATCHES.length])}
              />
              {part.label}
            </dt>
            <dd className="mt-2 text-3xl font-bold tracking-tight tabular-nums">{withUnit(part.amount)}</dd>
            <dd className="mt-1 text-sm font-semibold text-ink-700">
              {formatPercent(share(part.amount))}
              {` ${ofTotal}`}
            </dd>
            {part.note && <dd className="mt-2 text-ink-600">{part.note}</dd>}
          </div>
        ))}
      </dl>
      <dl className="mt-8 flex flex-col gap-1 border-t border-ink-900/10 pt-6 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
        <dt className="font-semibold">{total.label}</dt>
        <dd className="text-3xl font-bold tracking-tight tabular-nums">{withUnit(sum)}</dd>
      </dl>
      {total.note && <p className="mt-2 text-ink-600">{total.note}</p>}
      <p className="mt-4 rounded-lg bg-ink-50 px-4 py-3 font-medium text-ink-800 tabular-nums">
        {parts.map((part) => formatEuro(part.amount)).join(" + ")} = {formatEuro(sum)}
      </p>
    </Card>
  );
}
