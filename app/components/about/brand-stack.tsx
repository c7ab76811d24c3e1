import { Card } from "~/components/sections/card";
import { Eyebrow } from "~/components/sections/eyebrow";
import { LINE } from "~/components/sections/line";
import { SmartLink } from "~/components/sections/smart-link";
import { cn } from "~/lib/cn";
import type { Href } from "~/lib/href";
import type { ServiceLine } from "~/pages";

export type BrandItem = { name: string; to: Href; text: string; line: ServiceLine };

/** The group's brands as a stacked card, each line in its service-line colour and linked to its page. */
export function BrandStack({ title, brands }: { title: string; brands: readonly BrandItem[] }) {
  return (
    <Card tone="dark" className="lg:p-8">
      <Eyebrow className="text-accent-100">{title}</Eyebrow>
      <ul className="mt-5 space-y-3">
        {brands.map((brand) => (
          <li
            key={brand.name}
            data-line={brand.line}
            className={cn("relative rounded-xl border-l-4 bg-white p-4 text-ink-900", LINE.border)}
          >
            <SmartLink
              to={brand.to}
              className={cn(
                "font-semibold underline-offset-4 after:absolute after:inset-0 hover:underline",
                LINE.text,
              )}
            >
              {brand.name}
              <span aria-hidden="true"> →</span>
            </SmartLink>
            <p className="mt-1 text-sm text-ink-700">{brand.text}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
