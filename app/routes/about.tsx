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
import { ABOUT } from "~/content/about";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/about";

export const meta = () => seo(PATH);

export default function AboutPage() {
  const page = getPage(PATH);
  const { hero, history, purpose, values, businesses, cta } = ABOUT;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={page.h1}
        lead={hero.lead}
        actions={hero.actions}
        aside={<FigureCard title={hero.factsTitle} figures={hero.facts} tone="dark" />}
      />
      <Section
        id="histoire"
        eyebrow={history.eyebrow}
        title={history.title}
        intro={history.intro}
        tone="sand"
      >
        <AsideLayout aside={<TestimonialCard item={history.quote} />}>
          <Timeline items={history.items} />
        </AsideLayout>
      </Section>
      <Section id="vision-mission" eyebrow={purpose.eyebrow} title={purpose.title}>
        <StatementPair items={purpose.items} />
      </Section>
      <Section id="valeurs" eyebrow={values.eyebrow} title={values.title} intro={values.intro} tone="muted">
        <FeatureGrid items={values.items} />
      </Section>
      <Section id="metiers" eyebrow={businesses.eyebrow} title={businesses.title} intro={businesses.intro}>
        <LinkGrid title={businesses.title} links={businesses.links} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}
