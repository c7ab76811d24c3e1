import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { CheckList } from "~/components/sections/check-list";
import { ChipList } from "~/components/sections/chip-list";
import { Disc } from "~/components/sections/disc";
import { LINE } from "~/components/sections/line";
import { SmartLink } from "~/components/sections/smart-link";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { Href } from "~/lib/href";

/** A labelled list of a course sheet: objectives, audience, prerequisites, assessment. */
export type CourseList = { title: string; items: readonly string[] };

/** One fact of the sheet's summary table: "Durée" → "5 jours · 35 h", with an optional note under it. */
export type CourseFact = { label: string; value: string; note?: string };

export type CourseModule = { title: string; topics: readonly string[] };

/** One line of an audit section: a label and its value, linked when it names a public record. */
export type SectionFact = { label: string; value: string; href?: string };

/** An item of the Qualiopi indicators under its own heading: a list of sentences or of labelled values. */
export type CourseSection = { title: string; items?: readonly string[]; facts?: readonly SectionFact[] };

export type CourseCardProps = {
  /** Anchor of the card (the course's slug), so other pages can link to one course. */
  id: string;
  title: string;
  summary: string;
  /** Short labels above the title: level, certification prepared. */
  badges: readonly string[];
  facts: readonly CourseFact[];
  objectives: CourseList;
  audience: CourseList;
  prerequisites: CourseList;
  /** The programme as a native disclosure: it opens with the keyboard, and without JavaScript. */
  outline: { summary: string; modules: readonly CourseModule[] };
  assessment: CourseList;
  /** Teaching methods, access, prices, certification, results, accessibility, contact: one heading each. */
  sections: readonly CourseSection[];
  /** The day the sheet last changed, printed after its words (`label`, « Fiche mise à jour le »). */
  updated: { label: string; text: string; iso: string };
  /** The course's call to action; `context` completes its accessible name with the course it is about. */
  action: { label: string; to: Href; context: string };
};

function SheetList({ list, titleClassName }: { list: CourseList; titleClassName?: string }) {
  return (
    <div>
      <h4 className={cn("font-semibold text-ink-900", titleClassName)}>{list.title}</h4>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-700 marker:text-ink-500">
        {list.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function AuditSection({ section }: { section: CourseSection }) {
  return (
    <div className="break-inside-avoid">
      <h4 className="font-semibold text-ink-900">{section.title}</h4>
      {section.items && (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-700 marker:text-ink-500">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.facts && (
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          {section.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-sm font-semibold text-ink-600">{fact.label}</dt>
              <dd className="text-ink-800">
                {fact.href ? (
                  <a href={fact.href} className="font-semibold text-line-700 underline underline-offset-4">
                    {fact.value}
                  </a>
                ) : (
                  fact.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/**
 * A course sheet: every field of the catalogue, the key facts beside the detail from the lg breakpoint, the
 * programme as a disclosure and one call to action naming the course. The surrounding Section gives the h2.
 */
export function CourseCard({
  id,
  title,
  summary,
  badges,
  facts,
  objectives,
  audience,
  prerequisites,
  outline,
  assessment,
  sections,
  updated,
  action,
}: CourseCardProps) {
  const titleId = useId();
  return (
    <article
      id={id}
      aria-labelledby={titleId}
      className="course-sheet overflow-hidden rounded-card border border-ink-900/10 bg-white shadow-card"
    >
      <header className="relative border-b border-ink-900/10 bg-linear-to-br from-line-50 to-white p-6 sm:p-8">
        <span aria-hidden="true" className={cn("absolute inset-y-0 left-0 w-1.5", LINE.fill)} />
        <ChipList
          items={badges}
          chipClassName="border border-line-600/25 bg-white px-3 py-1 text-xs font-semibold text-line-700"
        />
        <h3 id={titleId} className="mt-4 text-2xl font-bold tracking-tight text-balance text-ink-900">
          {title}
        </h3>
        <p className="mt-3 max-w-3xl text-lg text-ink-700">{summary}</p>
        <p className="mt-3 text-sm text-ink-600">
          {`${updated.label} `}
          <time dateTime={updated.iso}>{updated.text}</time>
        </p>
      </header>

      {/* minmax(0, …) and anywhere-wrapping keep a long address (a .gouv.fr site) inside the card at 375 px. */}
      <div className="grid grid-cols-[minmax(0,1fr)] [overflow-wrap:anywhere] lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="border-b border-ink-900/10 bg-ink-50/60 p-6 sm:p-8 lg:order-2 lg:border-b-0 lg:border-l">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-5 lg:grid-cols-1">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col">
                <dt className="text-xs font-semibold tracking-wider text-ink-600 uppercase">{fact.label}</dt>
                <dd className="mt-1 font-semibold text-ink-900">{fact.value}</dd>
                {fact.note && <dd className="mt-0.5 text-sm text-ink-600">{fact.note}</dd>}
              </div>
            ))}
          </dl>
          <Button asChild size="lg" wrap className="mt-8 w-full print:hidden">
            {/* The accessible name starts with the visible label, then says which course it is about. */}
            <SmartLink to={action.to} aria-label={`${action.label} ${action.context}`}>
              {action.label}
            </SmartLink>
          </Button>
        </div>

        <div className="space-y-8 p-6 sm:p-8 lg:order-1">
          <div>
            <h4 className="font-semibold text-ink-900">{objectives.title}</h4>
            <CheckList items={objectives.items} className="mt-3" />
          </div>
          <div className="grid gap-8 sm:grid-cols-2">
            <SheetList list={audience} />
            <SheetList list={prerequisites} />
          </div>
          <details className="group rounded-xl border border-ink-900/10 bg-white">
            <summary className="flex min-h-13 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-3 font-semibold text-ink-900 transition-colors hover:bg-ink-50 [&::-webkit-details-marker]:hidden">
              {outline.summary}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-600 transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <ol className="space-y-5 border-t border-ink-900/10 px-5 py-5">
              {outline.modules.map((module, index) => (
                <li key={module.title} className="grid grid-cols-[2.25rem_minmax(0,1fr)] gap-x-3">
                  <Disc tone={LINE.soft} className="text-xs tabular-nums">
                    {String(index + 1).padStart(2, "0")}
                  </Disc>
                  <div>
                    <p className="pt-1 font-semibold text-ink-900">{module.title}</p>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-700 marker:text-ink-500">
                      {module.topics.map((topic) => (
                        <li key={topic}>{topic}</li>
                      ))}
                    </ul>
                  </div>
                </li>
              ))}
            </ol>
          </details>
          <SheetList list={assessment} />
          {sections.map((section) => (
            <AuditSection key={section.title} section={section} />
          ))}
        </div>
      </div>
    </article>
  );
}
