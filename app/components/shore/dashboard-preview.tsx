import { CircleCheck, TrendingUp } from "lucide-react";

export type DashboardKpi = {
  /** As printed, in French notation: "98,2 %". */
  value: string;
  label: string;
  /** A short status line under the value. */
  note: string;
};

export type DashboardSite = { city: string; count: number };

export type DashboardCheck = { label: string; status: string };

type DashboardPreviewProps = {
  windowTitle: string;
  period: string;
  caption: string;
  nav: readonly string[];
  kpis: readonly DashboardKpi[];
  velocity: { title: string; summary: string; points: readonly number[] };
  sites: { title: string; items: readonly DashboardSite[] };
  checks: { title: string; items: readonly DashboardCheck[] };
};

const CHART = { width: 320, height: 120, padX: 16, padY: 14 } as const;

/** The velocity line as SVG coordinates inside the chart's viewBox (drawn to scale, no layout measurement). */
function velocityPath(points: readonly number[]) {
  const min = Math.min(...points) - 4;
  const max = Math.max(...points) + 4;
  const innerW = CHART.width - CHART.padX * 2;
  const innerH = CHART.height - CHART.padY * 2;
  const coords = points.map((point, index) => ({
    x: CHART.padX + (points.length > 1 ? (index / (points.length - 1)) * innerW : innerW / 2),
    y: CHART.padY + (1 - (point - min) / (max - min || 1)) * innerH,
  }));
  const line = coords.map((c, i) => `${i === 0 ? "M" : "L"}${c.x.toFixed(1)} ${c.y.toFixed(1)}`).join(" ");
  const last = coords.at(-1);
  const first = coords[0];
  const area =
    first && last
      ? `${line} L${last.x.toFixed(1)} ${CHART.height} L${first.x.toFixed(1)} ${CHART.height} Z`
      : "";
  return { coords, line, area };
}

/**
 * A static mock of the client dashboard, drawn in HTML, CSS and inline SVG. Every figure is real text; the
 * sparkline is an image with a text alternative. Sizes come from the grid and the SVG viewBox, so nothing
 * moves once the page has loaded.
 */
export function DashboardPreview({
  windowTitle,
  period,
  caption,
  nav,
  kpis,
  velocity,
  sites,
  checks,
}: DashboardPreviewProps) {
  const { coords, line, area } = velocityPath(velocity.points);
  const maxSite = Math.max(...sites.items.map((site) => site.count), 1);

  return (
    <figure className="mx-auto max-w-6xl">
      <div className="overflow-hidden rounded-2xl border border-ink-900/15 bg-white shadow-[0_24px_60px_-24px_rgb(11_31_58/0.35)]">
        <div className="flex items-center gap-4 border-b border-ink-900/10 bg-ink-50 px-4 py-3">
          <span aria-hidden="true" className="flex gap-1.5">
            <span className="size-3 rounded-full bg-accent-600/70" />
            <span className="size-3 rounded-full bg-talent-600/60" />
            <span className="size-3 rounded-full bg-shore-600/70" />
          </span>
          <p className="min-w-0 truncate text-sm font-semibold text-ink-900">{windowTitle}</p>
          <p className="ml-auto hidden shrink-0 rounded-full bg-white px-3 py-0.5 text-xs font-medium text-ink-700 ring-1 ring-ink-900/10 sm:block">
            {period}
          </p>
        </div>
        <div className="grid md:grid-cols-[11rem_minmax(0,1fr)]">
          {/* The side menu only sets the scene; it is not a real navigation. */}
          <ul aria-hidden="true" className="hidden space-y-1 bg-ink-900 p-4 text-sm md:block">
            {nav.map((item, index) => (
              <li
                key={item}
                className={
                  index === 0
                    ? "rounded-lg bg-white/10 px-3 py-2 font-semibold text-white"
                    : "px-3 py-2 text-ink-100"
                }
              >
                {item}
              </li>
            ))}
          </ul>
          <div className="bg-ink-50/60 p-3 sm:p-5">
            <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
              {kpis.map((kpi) => (
                <div
                  key={kpi.label}
                  className="flex flex-col rounded-xl border border-ink-900/10 bg-white p-3 sm:p-4"
                >
                  <dt className="text-xs font-medium text-ink-600 sm:text-sm">{kpi.label}</dt>
                  <dd className="mt-1 text-2xl font-bold tracking-tight text-ink-900 tabular-nums sm:text-3xl">
                    {kpi.value}
                  </dd>
                  <dd className="mt-1 flex items-center gap-1 text-xs text-shore-700">
                    <TrendingUp aria-hidden="true" className="size-3.5 shrink-0" />
                    {kpi.note}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 grid gap-3 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]">
              <div className="rounded-xl border border-ink-900/10 bg-white p-4">
                <p className="text-sm font-semibold text-ink-900">{velocity.title}</p>
                <svg
                  viewBox={`0 0 ${CHART.width} ${CHART.height}`}
                  role="img"
                  aria-label={velocity.summary}
                  className="mt-3 block h-auto w-full text-shore-600"
                >
                  {[0.25, 0.5, 0.75].map((ratio) => (
                    <line
                      key={ratio}
                      x1="0"
                      x2={CHART.width}
                      y1={CHART.height * ratio}
                      y2={CHART.height * ratio}
                      className="stroke-ink-100"
                      strokeWidth="1"
                    />
                  ))}
                  <path d={area} fill="currentColor" fillOpacity="0.12" />
                  <path d={line} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
                  {coords.map((c) => (
                    <circle
                      key={`${c.x}`}
                      cx={c.x}
                      cy={c.y}
                      r="3.5"
                      fill="white"
                      stroke="currentColor"
                      strokeWidth="2"
                    />
                  ))}
                </svg>
                <p className="mt-2 text-xs text-ink-600">{velocity.summary}</p>
              </div>
              <div className="rounded-xl border border-ink-900/10 bg-white p-4">
                <p className="text-sm font-semibold text-ink-900">{sites.title}</p>
                <ul className="mt-4 space-y-3">
                  {sites.items.map((site) => (
                    <li key={site.city}>
                      <div className="flex justify-between text-sm">
                        <span className="text-ink-800">{site.city}</span>
                        <span className="sr-only">{"\u00a0: "}</span>
                        <span className="font-semibold text-ink-900 tabular-nums">{site.count}</span>
                      </div>
                      <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-ink-100">
                        <div
                          className="h-full rounded-full bg-shore-600"
                          style={{ width: `${(site.count / maxSite) * 100}%` }}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="rounded-xl border border-ink-900/10 bg-white p-4">
                <p className="text-sm font-semibold text-ink-900">{checks.title}</p>
                <ul className="mt-4 space-y-3">
                  {checks.items.map((check) => (
                    <li key={check.label} className="flex items-start gap-2 text-sm">
                      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-shore-700" />
                      <span className="text-ink-800">{check.label}</span>
                      <span className="sr-only">{"\u00a0: "}</span>
                      <span className="ml-auto shrink-0 font-semibold text-shore-700">{check.status}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-ink-600">{caption}</figcaption>
    </figure>
  );
}
