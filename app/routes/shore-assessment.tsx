import { CheckList } from "~/components/sections/check-list";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Testimonials } from "~/components/sections/testimonials";
import { Timeline } from "~/components/sections/timeline";
import {
  ASSESSMENT_HERO as HERO,
  ASSESSMENT_REQUEST as REQUEST,
  ASSESSMENT_SCOPE as SCOPE,
  ASSESSMENT_STEPS as STEPS,
} from "~/content/shore-assessment";
import { AssessmentForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/demander-evaluation-gratuite";
const FORM_SECTION = "demande";

export const handle = { explore: false } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreAssessmentPage() {
  const page = getPage(PATH);
  return (
    <>
      <PageHero
        eyebrow={HERO.eyebrow}
        title={page.h1}
        lead={page.description}
        breadcrumb={HERO.breadcrumb}
        actions={[HERO.action]}
        aside={<KeyFacts />}
      />
      <Section id="perimetre" eyebrow={SCOPE.eyebrow} title={SCOPE.title} intro={SCOPE.intro}>
        <FeatureGrid items={SCOPE.items} columns={4} />
      </Section>
      <Section id="deroulement" tone="muted" eyebrow={STEPS.eyebrow} title={STEPS.title}>
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <Timeline items={STEPS.items} />
          <Testimonials items={[REQUEST.testimonial]} />
        </div>
      </Section>
      <Section id={FORM_SECTION} title={REQUEST.title} intro={REQUEST.intro}>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-start">
          {/* The form comes first on a phone; on a desktop it sits on the right, beside what the visitor receives. */}
          <div className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-10 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            <AssessmentForm labelledBy={`${FORM_SECTION}-titre`} />
          </div>
          <div className="grid gap-10 lg:col-start-1 lg:row-start-1">
            <div>
              <h3 className="text-h3 font-semibold tracking-tight">{REQUEST.deliverables.title}</h3>
              <CheckList items={REQUEST.deliverables.items} className="mt-4" />
            </div>
            <div>
              <h3 className="text-h3 font-semibold tracking-tight">{REQUEST.audience.title}</h3>
              <CheckList items={REQUEST.audience.items} className="mt-4" />
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}

function KeyFacts() {
  return (
    <div className="rounded-card border border-ink-900/10 bg-white/90 p-6 shadow-card lg:p-8">
      <p className="text-h3 font-semibold tracking-tight text-ink-900">{HERO.facts.title}</p>
      <CheckList items={HERO.facts.items} className="mt-5" />
    </div>
  );
}
