import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Testimonials } from "~/components/sections/testimonials";
import { Timeline } from "~/components/sections/timeline";
import { FormBesideLists } from "~/components/shore/form-beside-lists";
import { HeroCheckCard } from "~/components/shore/hero-check-card";
import { assessment } from "~/content/shore/assessment";
import { AssessmentForm } from "~/forms/form-islands";
import { seo } from "~/lib/seo";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/demander-evaluation-gratuite";

export const handle = { explore: false } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreAssessmentPage() {
  const { hero, scope, steps, request } = assessment;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<HeroCheckCard {...hero.facts} />} />
      <FeatureSection {...scope} columns={4} />
      <Section {...steps}>
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <Timeline items={steps.items} />
          <Testimonials items={steps.testimonials} />
        </div>
      </Section>
      <Section {...request}>
        <FormBesideLists lists={request.lists}>
          {/* Section names its heading `${id}-titre`. */}
          <AssessmentForm labelledBy={`${request.id}-titre`} panel={assessment.successPanel} />
        </FormBesideLists>
      </Section>
    </>
  );
}
