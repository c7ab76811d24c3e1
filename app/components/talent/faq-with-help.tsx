import { Phone } from "lucide-react";
import { ActionButtons } from "~/components/sections/action-buttons";
import { Card } from "~/components/sections/card";
import { Faq, type FaqItem } from "~/components/sections/faq";
import { LINE } from "~/components/sections/line";
import type { ActionData } from "~/components/sections/types";
import { cn } from "~/lib/cn";
import type { Href } from "~/lib/href";

export type FaqHelp = {
  title: string;
  text: string;
  action: ActionData;
  phone: { label: string; href: Href; hours: string };
};

/** The questions, with where to ask another one beside them (below them on a phone). */
export function FaqWithHelp({ items, help }: { items: readonly FaqItem[]; help: FaqHelp }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-16">
      <Faq items={items} />
      <Card as="aside" aria-label={help.title} className="lg:sticky lg:top-24">
        <p className="text-h3 font-semibold tracking-tight text-ink-900">{help.title}</p>
        <p className="mt-2 text-ink-600">{help.text}</p>
        <p className="mt-5 flex items-start gap-3">
          <Phone aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", LINE.text)} />
          <span>
            <a
              href={help.phone.href}
              className={cn("font-semibold whitespace-nowrap underline underline-offset-4", LINE.link)}
            >
              {help.phone.label}
            </a>
            <span className="block text-sm text-ink-600">{help.phone.hours}</span>
          </span>
        </p>
        <ActionButtons actions={[help.action]} defaults={["outline", "outline"]} className="mt-6" />
      </Card>
    </div>
  );
}
