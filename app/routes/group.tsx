import { AsideLayout } from "~/components/about/aside-layout";
import { BrandStack } from "~/components/about/brand-stack";
import { LeaderGrid } from "~/components/about/leader-grid";
import { OfficeList } from "~/components/about/office-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { Timeline } from "~/components/sections/timeline";
import { GROUP } from "~/content/group";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/le-groupe";

export const meta = () => seo(PATH);

export default function GroupPage() {
  const page = getPage(PATH);
  const { hero, history, vision, leaders, offices, figures, cta } = GROUP;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={page.h1}
        lead={hero.lead}
        actions={hero.actions}
        aside={<BrandStack title={hero.brandsTitle} brands={hero.brands} />}
      />
      <Section
        id="chiffres-cles"
        eyebrow={figures.eyebrow}
        title={figures.title}
        intro={figures.intro}
        tone="dark"
      >
        <StatGrid items={figures.items} tone="dark" />
      </Section>
      <Section id="histoire" eyebrow={history.eyebrow} title={history.title} intro={history.intro}>
        <AsideLayout aside={<TestimonialCard item={history.quote} />}>
          <Timeline items={history.items} />
        </AsideLayout>
      </Section>
      <Section id="vision" eyebrow={vision.eyebrow} title={vision.title} intro={vision.intro} tone="sand">
        <FeatureGrid items={vision.values} />
      </Section>
      <Section
        id="direction"
        eyebrow={leaders.eyebrow}
        title={leaders.title}
        intro={leaders.intro}
        tone="muted"
      >
        <LeaderGrid leaders={leaders.items} />
      </Section>
      <Section id="bureaux" eyebrow={offices.eyebrow} title={offices.title} intro={offices.intro}>
        <OfficeList offices={offices.items} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}
