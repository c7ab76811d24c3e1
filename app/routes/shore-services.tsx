import { ActionButtons } from "~/components/sections/action-buttons";
import { CheckList } from "~/components/sections/check-list";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Testimonials } from "~/components/sections/testimonials";
import { Timeline } from "~/components/sections/timeline";
import { ShoreFactsCard } from "~/components/shore/shore-facts-card";
import { ShoreLeadBlock } from "~/components/shore/shore-lead-block";
import { ShoreTagList } from "~/components/shore/shore-tag-list";
import {
  SERVICES_DASHBOARD,
  SERVICES_DEVELOPMENT,
  SERVICES_HERO,
  SERVICES_LEAD,
  SERVICES_SECURITY,
  SERVICES_SUPPORT,
  SERVICES_TEAM,
  SERVICES_TESTIMONIAL,
} from "~/content/shore-services";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/nos-services";

export const handle = { explore: {} } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreServicesPage() {
  const page = getPage(PATH);
  return (
    <>
      <PageHero
        eyebrow={SERVICES_HERO.eyebrow}
        title={page.h1}
        lead={SERVICES_HERO.lead}
        breadcrumb={SERVICES_HERO.breadcrumb}
        actions={SERVICES_HERO.actions}
        aside={<ShoreFactsCard title={SERVICES_HERO.facts.title} items={SERVICES_HERO.facts.items} />}
      />
      <Section
        id="equipe-dediee"
        eyebrow={SERVICES_TEAM.eyebrow}
        title={SERVICES_TEAM.title}
        intro={SERVICES_TEAM.intro}
      >
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:items-start">
          <Timeline items={SERVICES_TEAM.steps} />
          <div className="rounded-card border border-shore-600/20 bg-shore-50 p-6 lg:p-8">
            <CheckList items={SERVICES_TEAM.points} />
          </div>
        </div>
      </Section>
      <Section
        id="support-multilingue"
        tone="muted"
        eyebrow={SERVICES_SUPPORT.eyebrow}
        title={SERVICES_SUPPORT.title}
        intro={SERVICES_SUPPORT.intro}
      >
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <ShoreTagList label={SERVICES_SUPPORT.languagesLabel} items={SERVICES_SUPPORT.languages} />
          <CheckList items={SERVICES_SUPPORT.points} />
        </div>
      </Section>
      <Section
        id="developpement-agile"
        eyebrow={SERVICES_DEVELOPMENT.eyebrow}
        title={SERVICES_DEVELOPMENT.title}
        intro={SERVICES_DEVELOPMENT.intro}
      >
        <ShoreTagList label={SERVICES_DEVELOPMENT.stacksLabel} items={SERVICES_DEVELOPMENT.stacks} />
        <div className="mt-10">
          <FeatureGrid items={SERVICES_DEVELOPMENT.practices} columns={2} />
        </div>
      </Section>
      <Section
        id="cybersecurite"
        tone="sand"
        eyebrow={SERVICES_SECURITY.eyebrow}
        title={SERVICES_SECURITY.title}
        intro={SERVICES_SECURITY.intro}
      >
        <FeatureGrid items={SERVICES_SECURITY.items} />
        <ShoreTagList
          className="mt-10"
          variant="solid"
          label={SERVICES_SECURITY.certificationsLabel}
          items={SERVICES_SECURITY.certifications}
        />
      </Section>
      <Section
        id="tableau-de-bord"
        tone="dark"
        eyebrow={SERVICES_DASHBOARD.eyebrow}
        title={SERVICES_DASHBOARD.title}
        intro={SERVICES_DASHBOARD.intro}
      >
        <FeatureGrid items={SERVICES_DASHBOARD.items} columns={4} />
        <ActionButtons
          className="mt-10"
          defaults={["inverse", "outline-inverse"]}
          actions={[SERVICES_DASHBOARD.link]}
        />
      </Section>
      <Section id="temoignage" eyebrow={SERVICES_TESTIMONIAL.eyebrow} title={SERVICES_TESTIMONIAL.title}>
        <Testimonials items={SERVICES_TESTIMONIAL.items} />
      </Section>
      <ShoreLeadBlock
        heading={SERVICES_LEAD.heading}
        formType="nos-services"
        intro={SERVICES_LEAD.intro}
        promises={SERVICES_LEAD.promises}
      />
    </>
  );
}
