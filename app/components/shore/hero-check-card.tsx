import { CheckList } from "~/components/sections/check-list";

type HeroCheckCardProps = { title: string; items: readonly string[] };

/** The hero's aside as a short checklist: an offer in a few lines (free, who calls back, what you receive). */
export function HeroCheckCard({ title, items }: HeroCheckCardProps) {
  return (
    <div className="rounded-card border border-ink-900/10 bg-white/90 p-6 shadow-card lg:p-8">
      <p className="text-h3 font-semibold tracking-tight text-ink-900">{title}</p>
      <CheckList items={items} className="mt-5" />
    </div>
  );
}
