import { ArrowRight, type LucideIcon } from "lucide-react";
import { Card } from "~/components/sections/card";
import { IconTile } from "~/components/sections/icon-tile";
import { useItemIds } from "~/components/sections/item-ids";
import { LINE } from "~/components/sections/line";
import { SmartLink } from "~/components/sections/smart-link";
import type { LinkData } from "~/components/sections/types";
import { cn } from "~/lib/cn";
import type { Href } from "~/lib/href";

export type DomainCardItem = {
  icon: LucideIcon;
  name: string;
  promise: string;
  /** The domain's courses: each title, linked to its sheet, with short facts under it ("5 jours · CEH"). */
  courses: readonly { title: string; meta: string; to: Href }[];
  /** Names the list of courses for screen readers. */
  coursesLabel: string;
  link: LinkData;
};

/** The training domains side by side: what each promises, its course titles and a link to its page. */
export function DomainCards({ items }: { items: readonly DomainCardItem[] }) {
  const itemId = useItemIds();
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item, index) => (
        <Card as="li" key={item.link.to} stripe className="flex flex-col lg:p-8">
          <IconTile icon={item.icon} />
          <h3 id={itemId(index)} className="mt-5 text-h3 font-bold tracking-tight text-ink-900">
            {item.name}
          </h3>
          <p className="mt-2 text-ink-600">{item.promise}</p>
          <ul
            aria-label={item.coursesLabel}
            className="mt-6 divide-y divide-ink-900/10 border-y border-ink-900/10"
          >
            {item.courses.map((course) => (
              <li key={course.title} className="py-3.5">
                <SmartLink
                  to={course.to}
                  className="font-semibold text-ink-900 underline-offset-4 transition-colors hover:text-line-700 hover:underline"
                >
                  {course.title}
                </SmartLink>
                <p className={cn("mt-1 text-sm font-medium", LINE.text)}>{course.meta}</p>
              </li>
            ))}
          </ul>
          <p className="mt-auto pt-7">
            <SmartLink
              to={item.link.to}
              aria-describedby={itemId(index)}
              className="group inline-flex min-h-11 items-center gap-2 rounded-full bg-line-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-ink-900"
            >
              {item.link.label}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform duration-150 group-hover:translate-x-0.5"
              />
            </SmartLink>
          </p>
        </Card>
      ))}
    </ul>
  );
}
