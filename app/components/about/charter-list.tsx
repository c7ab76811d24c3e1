import { TitledText } from "~/components/sections/titled-text";

export type CharterItem = { title: string; text: string };

/** A numbered charter: each commitment with its number as a large numeral, in two columns on wide screens. */
export function CharterList({ items }: { items: readonly CharterItem[] }) {
  return (
    <ol className="grid gap-x-10 gap-y-8 md:grid-cols-2">
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-5 border-t border-ink-900/15 pt-6">
          <span aria-hidden="true" className="text-4xl leading-none font-bold text-accent-700 tabular-nums">
            {String(index + 1).padStart(2, "0")}
          </span>
          <TitledText
            title={item.title}
            text={item.text}
            titleAs="h3"
            titleClassName="text-h3 font-semibold tracking-tight text-ink-900"
            textClassName="mt-2 text-ink-600"
          />
        </li>
      ))}
    </ol>
  );
}
