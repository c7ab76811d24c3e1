import type { ReactNode } from "react";

/** Main content (a timeline) with a card beside it from the lg breakpoint, below it on a phone. */
export function AsideLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:items-start lg:gap-16">
      <div className="min-w-0">{children}</div>
      <div className="min-w-0 lg:sticky lg:top-24">{aside}</div>
    </div>
  );
}
