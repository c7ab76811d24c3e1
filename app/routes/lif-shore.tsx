import { ActionButtons } from "~/components/sections/action-buttons";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LeadFormBand } from "~/components/sections/lead-form-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { Testimonials } from "~/components/sections/testimonials";
import { ShoreFactsCard } from "~/components/shore/shore-facts-card";
import { ShoreGuideSection } from "~/components/shore/shore-guide-section";
import { landing } from "~/content/shore/landing";
import { ConsultationForm, GuideForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { breadcrumb, getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore";

export const handle = { explore: landing.explore } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function LifShorePage() {
  const { hero, pillars, advantages, model, dashboard, testimonial, consultation, guide } = landing;
  return (
    <>
      <PageHero
        {...hero}
        title={getPage(PATH).h1}
        breadcrumb={breadcrumb(PATH)}
        aside={<ShoreFactsCard {...hero.facts} />}
      />
      <Section {...pillars}>
        <FeatureGrid items={pillars.items} />
      </Section>
      <Section {...advantages}>
        <StatGrid items={advantages.stats} />
        <div className="mt-14">
          <FeatureGrid items={advantages.items} columns={4} />
        </div>
      </Section>
      <Section {...model}>
        <FeatureGrid items={model.items} />
      </Section>
      <Section {...dashboard}>
        <FeatureGrid items={dashboard.items} columns={4} />
        <ActionButtons
          className="mt-10"
          defaults={["inverse", "outline-inverse"]}
          actions={dashboard.actions}
        />
      </Section>
      <Section {...testimonial}>
        <Testimonials items={testimonial.items} />
      </Section>
      <LeadFormBand {...consultation.band}>
        <ConsultationForm {...consultation.form} />
      </LeadFormBand>
      <ShoreGuideSection {...guide}>
        <GuideForm guideTitle={guide.guideTitle} guideFile={guide.guideFile} />
      </ShoreGuideSection>
    </>
  );
}
