import { useMatches } from "react-router";
import { CourseCard } from "~/components/form/course-card";
import { FundingNote } from "~/components/form/funding-note";
import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FactsCard } from "~/components/sections/facts-card";
import { LinkGrid } from "~/components/sections/link-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SmartLink } from "~/components/sections/smart-link";
import { Timeline } from "~/components/sections/timeline";
import { INTERFACE } from "~/content/files/interface";
import { COURSE_FACTS } from "~/content/form/course-markup";
import type { DomainPath } from "~/content/form/courses";
import { cybersecurity } from "~/content/form/cybersecurity";
import type { DomainPage } from "~/content/form/domain-page";
import { networks } from "~/content/form/networks";
import { security } from "~/content/form/security";
import { seo } from "~/lib/seo";

/** The three LIF Form domain pages share this module; the route id is the page's path (see routes.ts). */
const DOMAIN_PAGES: Record<DomainPath, DomainPage> = {
  "/lif-form/cybersecurite": cybersecurity,
  "/lif-form/reseaux": networks,
  "/lif-form/securite": security,
};

function domainPath(routeId: string | undefined): DomainPath {
  if (routeId && routeId in DOMAIN_PAGES) return routeId as DomainPath;
  throw new Error(`Not a LIF Form domain page: ${routeId}`);
}

// seo() keeps the Course nodes of this domain's sheets.
export const meta = ({ matches }: { matches: readonly ({ id: string } | undefined)[] }) =>
  seo(domainPath(matches.at(-1)?.id), { courses: COURSE_FACTS });

/** A training domain: its promise, its three course sheets, how a session runs, funding, the other domains. */
export default function FormDomainPage() {
  const path = domainPath(useMatches().at(-1)?.id);
  const { hero, courses, session, funding, explore, cta } = DOMAIN_PAGES[path];
  return (
    <>
      <PageHero page={path} {...hero} aside={<FactsCard {...hero.facts} />} />
      <Section {...courses}>
        <div className="space-y-10">
          {courses.items.map((course) => (
            <CourseCard key={course.id} {...course} />
          ))}
        </div>
      </Section>
      <Section {...session} tone="muted">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,0.7fr)] lg:items-start">
          <Timeline items={session.steps} />
          <div className="rounded-card border border-line-600/20 bg-white p-6 shadow-card lg:p-8">
            <h3 className="text-h3 font-bold tracking-tight text-ink-900">{session.practical.title}</h3>
            <CheckList items={session.practical.points} className="mt-5" />
          </div>
        </div>
      </Section>
      <Section {...funding} tone="sand">
        <FundingNote {...funding.note} />
      </Section>
      <Section {...explore}>
        <LinkGrid title={explore.navLabel} links={explore.links} currentLabel={INTERFACE.pageCards.current} />
        <p className="mt-8">
          <SmartLink
            to={explore.back.to}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-line-700 underline-offset-4 hover:text-line-hover hover:underline"
          >
            <span aria-hidden="true">←</span>
            {explore.back.label}
          </SmartLink>
        </p>
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
