import { ChevronRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import { BREADCRUMB_NAME, getPage, type PagePath, breadcrumb as trail } from "~/pages";
import { ActionButtons } from "./action-buttons";
import { GeometricPattern } from "./geometric-pattern";
import { LINE } from "./line";
import { SmartLink } from "./smart-link";
import type { ActionData, LinkData } from "./types";

type PageHeroProps = {
  eyebrow?: string;
  lead: string;
  actions?: readonly ActionData[];
  /** Shown on the right from the lg breakpoint (a figure card, a key-facts list). */
  aside?: ReactNode;
} & (
  | {
      /** The page it heads: its h1 and its breadcrumb come from the page table, written once there. */
      page: PagePath;
      /** `false`: no breadcrumb (the group's own pages open without one). */
      breadcrumb?: false;
      title?: never;
    }
  | {
      page?: never;
      /** The page's only h1. */
      title: string;
      /** From the home page to this page; the last item is the current page. */
      breadcrumb?: readonly LinkData[];
    }
);

/** The top of a page: breadcrumb, eyebrow, h1, lead, calls to action and an optional aside. */
export function PageHero({ eyebrow, lead, actions = [], aside, ...heading }: PageHeroProps) {
  const headingId = useId();
  const title = heading.page ? getPage(heading.page).h1 : heading.title;
  const breadcrumb = heading.page ? heading.breadcrumb !== false && trail(heading.page) : heading.breadcrumb;

  return (
    <section
      aria-labelledby={headingId}
      className={cn("relative isolate overflow-hidden bg-linear-to-b to-white", LINE.wash)}
    >
      <GeometricPattern
        className={cn(
          "inset-y-0 right-0 -z-10 h-full w-full opacity-15 mask-l-from-10% mask-l-to-70% lg:w-2/3",
          LINE.pattern,
        )}
      />
      <div className="mx-auto max-w-7xl px-(--spacing-gutter) pt-8 pb-16 lg:pt-12 lg:pb-24">
        {breadcrumb && breadcrumb.length > 0 && (
          <nav aria-label={BREADCRUMB_NAME} className="mb-10 lg:mb-14">
            <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-600">
              {breadcrumb.map((item, index) => (
                <li key={item.to} className="flex items-center gap-1.5">
                  {index > 0 && (
                    <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-ink-500" />
                  )}
                  {index === breadcrumb.length - 1 ? (
                    <span aria-current="page" className="font-medium text-ink-900">
                      {item.label}
                    </span>
                  ) : (
                    <SmartLink
                      to={item.to}
                      className="underline-offset-4 transition-colors hover:text-ink-900 hover:underline"
                    >
                      {item.label}
                    </SmartLink>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div
          className={cn(
            "grid gap-12",
            aside && "lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:items-center",
          )}
        >
          <div className="max-w-3xl">
            {eyebrow && (
              <p
                className={cn(
                  "mb-5 inline-flex rounded-full border border-current/20 bg-white/80 px-3 py-1 text-sm font-semibold tracking-wider uppercase",
                  LINE.text,
                )}
              >
                {eyebrow}
              </p>
            )}
            <h1 id={headingId} className="text-display font-bold tracking-tight text-balance text-ink-900">
              {title}
            </h1>
            <p className="mt-6 max-w-2xl text-lead text-ink-600">{lead}</p>
            <ActionButtons actions={actions} className="mt-9" />
          </div>
          {aside && <div className="min-w-0">{aside}</div>}
        </div>
      </div>
    </section>
  );
}
