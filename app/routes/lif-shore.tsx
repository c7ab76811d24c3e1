import { ActionButtons } from "~/components/sections/action-buttons";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { Testimonials } from "~/components/sections/testimonials";
import { ShoreFactsCard } from "~/components/shore/shore-facts-card";
import { ShoreGuideSection } from "~/components/shore/shore-guide-section";
import { ShoreLeadBlock } from "~/components/shore/shore-lead-block";
import {
  LANDING_ADVANTAGES,
  LANDING_CONSULTATION,
  LANDING_DASHBOARD,
  LANDING_EXPLORE,
  LANDING_GUIDE,
  LANDING_HERO,
  LANDING_MODEL,
  LANDING_PILLARS,
  LANDING_TESTIMONIAL,
} from "~/content/shore-landing";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore";

export const handle = {
  explore: { title: LANDING_EXPLORE.title, intro: LANDING_EXPLORE.intro },
} satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function LifShorePage() {
  const page = getPage(PATH);
  return (
    <>
      <PageHero
        eyebrow={LANDING_HERO.eyebrow}
        title={page.h1}
        lead={LANDING_HERO.lead}
        breadcrumb={LANDING_HERO.breadcrumb}
        actions={LANDING_HERO.actions}
        aside={<ShoreFactsCard title={LANDING_HERO.facts.title} items={LANDING_HERO.facts.items} />}
      />
      <Section
        id="piliers"
        eyebrow={LANDING_PILLARS.eyebrow}
        title={LANDING_PILLARS.title}
        intro={LANDING_PILLARS.intro}
      >
        <FeatureGrid items={LANDING_PILLARS.items} />
      </Section>
      <Section
        id="avantages"
        tone="muted"
        eyebrow={LANDING_ADVANTAGES.eyebrow}
        title={LANDING_ADVANTAGES.title}
        intro={LANDING_ADVANTAGES.intro}
      >
        <StatGrid items={LANDING_ADVANTAGES.stats} />
        <div className="mt-14">
          <FeatureGrid items={LANDING_ADVANTAGES.items} columns={4} />
        </div>
      </Section>
      <Section
        id="modele"
        eyebrow={LANDING_MODEL.eyebrow}
        title={LANDING_MODEL.title}
        intro={LANDING_MODEL.intro}
      >
        <FeatureGrid items={LANDING_MODEL.items} />
      </Section>
      <Section
        id="pilotage"
        tone="dark"
        eyebrow={LANDING_DASHBOARD.eyebrow}
        title={LANDING_DASHBOARD.title}
        intro={LANDING_DASHBOARD.intro}
      >
        <FeatureGrid items={LANDING_DASHBOARD.items} columns={4} />
        <ActionButtons
          className="mt-10"
          defaults={["inverse", "outline-inverse"]}
          actions={[LANDING_DASHBOARD.link, LANDING_DASHBOARD.secondary]}
        />
      </Section>
      <Section id="temoignage" eyebrow={LANDING_TESTIMONIAL.eyebrow} title={LANDING_TESTIMONIAL.title}>
        <Testimonials items={LANDING_TESTIMONIAL.items} />
      </Section>
      <ShoreLeadBlock
        heading={LANDING_CONSULTATION.heading}
        formType="lif-shore"
        intro={LANDING_CONSULTATION.intro}
        promises={LANDING_CONSULTATION.promises}
      />
      <ShoreGuideSection {...LANDING_GUIDE} />
    </>
  );
}
