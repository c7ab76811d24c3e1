import { CheckList } from "~/components/sections/check-list";
import { FactsCard } from "~/components/sections/facts-card";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TagList } from "~/components/sections/tag-list";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { Timeline } from "~/components/sections/timeline";
import { services } from "~/content/shore/services";
import { seo } from "~/lib/seo";
import type { ShoreHandle } from "~/routes/layouts/shore";
import { ConsultationBand } from "~/routes/parts/consultation-band";

const PATH = "/services/lif-shore/nos-services";

export const handle = { explore: {} } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreServicesPage() {
  const { hero, team, support, development, security, dashboard, testimonial, lead } = services;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<FactsCard {...hero.facts} />} />
      <Section {...team}>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:items-start">
          <Timeline items={team.steps} />
          <div className="rounded-card border border-shore-600/20 bg-shore-50 p-6 lg:p-8">
            <CheckList items={team.points} />
          </div>
        </div>
      </Section>
      <Section {...support}>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <TagList label={support.languagesLabel} items={support.languages} />
          <CheckList items={support.points} />
        </div>
      </Section>
      <Section {...development}>
        <TagList label={development.stacksLabel} items={development.stacks} />
        <div className="mt-10">
          <FeatureGrid items={development.practices} columns={2} />
        </div>
      </Section>
      <Section {...security}>
        <FeatureGrid items={security.items} />
        <TagList
          className="mt-10"
          variant="solid"
          label={security.certificationsLabel}
          items={security.certifications}
        />
      </Section>
      <FeatureSection {...dashboard} columns={4} />
      <TestimonialsSection {...testimonial} />
      <ConsultationBand {...lead} />
    </>
  );
}
