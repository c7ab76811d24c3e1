import { AsideLayout } from "~/components/about/aside-layout";
import { FigureCard } from "~/components/about/figure-card";
import { StatementPair } from "~/components/about/statement-pair";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LinkGrid } from "~/components/sections/link-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { Timeline } from "~/components/sections/timeline";
import { about } from "~/content/about";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/about";

export const meta = () => seo(PATH);

export default function AboutPage() {
  const { hero, history, purpose, values, businesses, cta } = about;
  return (
    <>
      <PageHero
        {...hero}
        title={getPage(PATH).h1}
        aside={<FigureCard title={hero.factsTitle} figures={hero.facts} tone="dark" />}
      />
      <Section {...history} tone="sand">
        <AsideLayout aside={<TestimonialCard item={history.quote} />}>
          <Timeline items={history.items} />
        </AsideLayout>
      </Section>
      <Section {...purpose}>
        <StatementPair items={purpose.items} />
      </Section>
      <Section {...values} tone="muted">
        <FeatureGrid items={values.items} />
      </Section>
      <Section {...businesses}>
        <LinkGrid title={businesses.title} links={businesses.links} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
