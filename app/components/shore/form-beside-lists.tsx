import type { ReactNode } from "react";
import { Card } from "~/components/sections/card";
import { CheckList } from "~/components/sections/check-list";

type FormBesideListsProps = {
  /** What the visitor receives, who the offer is for: each an h3 and its list. */
  lists: readonly { title: string; items: readonly string[] }[];
  /** The form, in a card that stays in view on a desktop. */
  children: ReactNode;
};

/** A form in a card beside titled lists; the form comes first on a phone, on the right on a desktop. One column
 * of 1fr on a phone, so a long word in the form cannot widen the page. */
export function FormBesideLists({ lists, children }: FormBesideListsProps) {
  return (
    <div className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-start">
      <Card className="sm:p-10 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">{children}</Card>
      <div className="grid gap-10 lg:col-start-1 lg:row-start-1">
        {lists.map((list) => (
          <div key={list.title}>
            <h3 className="text-h3 font-semibold tracking-tight">{list.title}</h3>
            <CheckList items={list.items} className="mt-4" />
          </div>
        ))}
      </div>
    </div>
  );
}
