import { AsideLayout } from "~/components/about/aside-layout";
import { BrandStack } from "~/components/about/brand-stack";
import { LeaderGrid } from "~/components/about/leader-grid";
import { OfficeList } from "~/components/about/office-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { Timeline } from "~/components/sections/timeline";
import { group } from "~/content/group";
import { seo } from "~/lib/seo";

const PATH = "/le-groupe";

export const meta = () => seo(PATH);

export default function GroupPage() {
  const { hero, history, vision, leaders, offices, figures, cta } = group;
  return (
    <>
      <PageHero
        page={PATH}
        breadcrumb={false}
        {...hero}
        aside={<BrandStack title={hero.brandsTitle} brands={hero.brands} />}
      />
      <Section {...figures} tone="dark">
        <StatGrid items={figures.items} tone="dark" />
      </Section>
      <Section {...history}>
        <AsideLayout aside={<TestimonialCard item={history.quote} />}>
          <Timeline items={history.items} />
        </AsideLayout>
      </Section>
      <FeatureSection {...vision} tone="sand" items={vision.values} />
      <Section {...leaders} tone="muted">
        <LeaderGrid leaders={leaders.items} scopeLabel={leaders.scopeLabel} />
      </Section>
      <Section {...offices}>
        <OfficeList offices={offices.items} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
