import { formatNumber } from "~/lib/french";

/** A percentage as French readers write it: 42.5 → "42,5 %" (non-breaking space before the sign). */
export function formatPercent(value: number): string {
  return `${formatNumber(value, 1)}\u00a0%`;
}

/** Keeps a bar's width between 0 and 100 %. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** One value of a chart: what it is, the number drawn, and how it is printed. */
export type ChartItem = {
  label: string;
  /** A percentage (a bar's length), or a share scaled to the total (a split bar, a ring). */
  value: number;
  /** The value as printed; defaults to the value in French notation ("42 %"). */
  display?: string;
};

/** The value as the page prints it: its own wording, or the percentage in French notation. */
export function printedValue(item: ChartItem): string {
  return item.display ?? formatPercent(item.value);
}

/** Each item's share of the total, in percent (a negative value counts as 0), so the parts always fill 100 %. */
export function sharesOf(items: readonly ChartItem[]): number[] {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.value), 0) || 1;
  return items.map((item) => (Math.max(0, item.value) / total) * 100);
}
