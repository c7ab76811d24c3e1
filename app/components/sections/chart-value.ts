const PERCENT = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** A percentage as French readers write it: 42.5 → "42,5 %" (non-breaking space before the sign). */
export function formatPercent(value: number): string {
  return `${PERCENT.format(value)}\u00a0%`;
}

/** Keeps a bar's width between 0 and 100 %. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}
