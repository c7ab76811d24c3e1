import { Check, Minus } from "lucide-react";

/** One row of the comparison: the criterion, then each model's answer. */
export type ComparisonRow = { criterion: string; nearshore: string; offshore: string };

type ShoreComparisonTableProps = {
  caption: string;
  columns: { criterion: string; nearshore: string; offshore: string };
  rows: readonly ComparisonRow[];
};

// Under 640 px the rows become stacked cards (display: block); Chromium and Firefox keep the table's semantics,
// and ARIA roles restated on table elements are invalid HTML. A visible column label is added per cell for
// sighted readers only (screen readers already get the column header).
const CELL = "block px-5 sm:table-cell sm:py-4 sm:align-top";

/** The two models' cells: the answer for nearshore marked as a strength, the one for offshore as a limit. */
const ANSWERS = [
  {
    model: "nearshore",
    cell: "bg-shore-50 pt-4 pb-3 text-ink-900",
    column: "text-shore-700",
    mark: <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-shore-700" strokeWidth={2.5} />,
  },
  {
    model: "offshore",
    cell: "bg-white pt-3 pb-4 text-ink-700",
    column: "text-ink-600",
    mark: <Minus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />,
  },
] as const;

/** Nearshore against offshore as a real data table: caption, column headers and one row header per criterion. */
export function ShoreComparisonTable({ caption, columns, rows }: ShoreComparisonTableProps) {
  return (
    <div className="sm:overflow-hidden sm:rounded-card sm:border sm:border-ink-900/10 sm:bg-white sm:shadow-card">
      <table className="block w-full text-left sm:table sm:table-fixed sm:border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only sm:not-sr-only sm:table-header-group">
          <tr className="sm:border-b sm:border-ink-900/10">
            <th scope="col" className="w-1/4 bg-ink-100 px-5 py-4 font-semibold text-ink-800">
              {columns.criterion}
            </th>
            <th scope="col" className="bg-shore-700 px-5 py-4 font-semibold text-white">
              {columns.nearshore}
            </th>
            <th scope="col" className="rounded-tr-card bg-ink-100 px-5 py-4 font-semibold text-ink-800">
              {columns.offshore}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-4 sm:table-row-group sm:space-y-0">
          {rows.map((row) => (
            <tr
              key={row.criterion}
              className="block overflow-hidden rounded-card border border-ink-900/10 bg-white shadow-card sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:shadow-none sm:last:border-b-0"
            >
              <th scope="row" className={`${CELL} bg-ink-50 py-3 font-semibold text-ink-900 sm:bg-white`}>
                {row.criterion}
              </th>
              {ANSWERS.map((answer) => (
                <td key={answer.model} className={`${CELL} ${answer.cell}`}>
                  <span
                    aria-hidden="true"
                    className={`mb-1 block text-xs font-semibold tracking-wider ${answer.column} uppercase sm:hidden`}
                  >
                    {columns[answer.model]}
                  </span>
                  <span className="flex gap-2.5">
                    {answer.mark}
                    <span>{row[answer.model]}</span>
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
