import { ActionButtons } from "~/components/sections/action-buttons";
import { CheckList } from "~/components/sections/check-list";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LeadFormBand } from "~/components/sections/lead-form-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Testimonials } from "~/components/sections/testimonials";
import { Timeline } from "~/components/sections/timeline";
import { ShoreFactsCard } from "~/components/shore/shore-facts-card";
import { ShoreTagList } from "~/components/shore/shore-tag-list";
import { services } from "~/content/shore/services";
import { ConsultationForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { breadcrumb, getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/nos-services";

export const handle = { explore: {} } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreServicesPage() {
  const { hero, team, support, development, security, dashboard, testimonial, lead } = services;
  return (
    <>
      <PageHero
        {...hero}
        title={getPage(PATH).h1}
        breadcrumb={breadcrumb(PATH)}
        aside={<ShoreFactsCard {...hero.facts} />}
      />
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
          <ShoreTagList label={support.languagesLabel} items={support.languages} />
          <CheckList items={support.points} />
        </div>
      </Section>
      <Section {...development}>
        <ShoreTagList label={development.stacksLabel} items={development.stacks} />
        <div className="mt-10">
          <FeatureGrid items={development.practices} columns={2} />
        </div>
      </Section>
      <Section {...security}>
        <FeatureGrid items={security.items} />
        <ShoreTagList
          className="mt-10"
          variant="solid"
          label={security.certificationsLabel}
          items={security.certifications}
        />
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
      <LeadFormBand {...lead.band}>
        <ConsultationForm {...lead.form} />
      </LeadFormBand>
    </>
  );
}
