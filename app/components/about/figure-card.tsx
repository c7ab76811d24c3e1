import type { ReactNode } from "react";
import { Card } from "~/components/sections/card";
import { Eyebrow } from "~/components/sections/eyebrow";
import type { StatItem } from "~/components/sections/stat-grid";
import { cn } from "~/lib/cn";

type FigureCardProps = {
  /** Names the card ("Bilan 2023"). */
  title: string;
  figures: readonly StatItem[];
  tone?: "light" | "dark";
  /** How the figures are measured, in one sentence. */
  note?: string;
  /** More proof under the figures (a chart). */
  children?: ReactNode;
};

/** A card of key figures, each a large numeral over its label, as a definition list. */
export function FigureCard({ title, figures, tone = "light", note, children }: FigureCardProps) {
  const dark = tone === "dark";
  // Short numerals ("60+", "98 %") sit two by two even on a phone; longer ones ("30 jours") need the width.
  const compact = figures.every((figure) => figure.value.length <= 5);
  return (
    <Card tone={dark ? "dark" : "light"} className={cn("lg:p-8", !dark && "text-ink-900")}>
      <Eyebrow className={dark ? "text-accent-100" : "text-accent-700"}>{title}</Eyebrow>
      <dl
        className={cn(
          "mt-5 grid gap-x-6 gap-y-6",
          figures.length > 1 && (compact ? "grid-cols-2" : "min-[30rem]:grid-cols-2"),
        )}
      >
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col">
            <dt className={cn("order-2 mt-1 text-sm font-medium", dark ? "text-ink-100" : "text-ink-700")}>
              {figure.label}
            </dt>
            <dd
              className={cn(
                "order-1 text-4xl font-bold tracking-tight tabular-nums",
                dark ? "text-white" : "text-accent-700",
              )}
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {note && <p className={cn("mt-5 text-sm", dark ? "text-ink-100" : "text-ink-600")}>{note}</p>}
      {children && <div className="mt-8">{children}</div>}
    </Card>
  );
}
