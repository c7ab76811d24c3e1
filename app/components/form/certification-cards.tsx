import { Award } from "lucide-react";
import { ArrowLink } from "~/components/sections/arrow-link";
import { Card } from "~/components/sections/card";
import { useItemIds } from "~/components/sections/item-ids";
import { LINE } from "~/components/sections/line";
import type { LinkData } from "~/components/sections/types";
import { cn } from "~/lib/cn";

export type CertificationCardItem = {
  /** The short name everyone uses: "CEH". */
  name: string;
  /** Its full name: "Certified Ethical Hacker". */
  fullName: string;
  /** Who issues it and runs the exam: "EC-Council". */
  issuer: string;
  /** What holding it proves, in one or two sentences. */
  proves: string;
  facts: readonly { label: string; value: string }[];
  /** The course that prepares it. */
  link?: LinkData;
};

/** Certification cards: the name as a large mark, what it proves, its exam facts and the course preparing it. */
export function CertificationCards({ items }: { items: readonly CertificationCardItem[] }) {
  const itemId = useItemIds();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {items.map((item, index) => (
        <Card as="li" key={item.name} className="flex flex-col">
          <div className="flex items-start justify-between gap-4">
            <h3 id={itemId(index)} className={cn("text-3xl font-extrabold tracking-tight", LINE.text)}>
              {item.name}
            </h3>
            <Award aria-hidden="true" className={cn("size-7 shrink-0", LINE.text)} />
          </div>
          <p className="mt-1 text-sm font-semibold text-ink-800">{item.fullName}</p>
          <p className="text-sm text-ink-600">{item.issuer}</p>
          <p className="mt-4 text-ink-700">{item.proves}</p>
          <dl className="mt-5 space-y-3 border-t border-ink-900/10 pt-5 text-sm">
            {item.facts.map((fact) => (
              <div key={fact.label}>
                <dt className="font-semibold text-ink-900">{fact.label}</dt>
                <dd className="text-ink-600">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {item.link && (
            <p className="mt-auto pt-6">
              <ArrowLink
                to={item.link.to}
                describedBy={itemId(index)}
                arrow="text"
                className="min-h-11 gap-1"
              >
                {item.link.label}
              </ArrowLink>
            </p>
          )}
        </Card>
      ))}
    </ul>
  );
}
