import { type ChartItem, printedValue } from "./chart-value";

type ChartLabelProps = { item: ChartItem; labelClassName: string; valueClassName: string };

/**
 * A chart's label and its value written as text, read "Web : 42 %" by screen readers (the colon is not shown):
 * what the bars, segments and arcs say to the eye.
 */
export function ChartLabel({ item, labelClassName, valueClassName }: ChartLabelProps) {
  return (
    <>
      <span className={labelClassName}>{item.label}</span>
      <span className="sr-only">{"\u00a0: "}</span>
      <span className={valueClassName}>{printedValue(item)}</span>
    </>
  );
}
