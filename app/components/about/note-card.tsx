import { CheckList } from "~/components/sections/check-list";

/** A titled card holding a short check list (what we ask of a partner, what you receive). */
export function NoteCard({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="rounded-card border border-ink-900/10 bg-sand-50 p-6 lg:p-8">
      <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{title}</p>
      <CheckList items={items} className="mt-5" />
    </div>
  );
}
