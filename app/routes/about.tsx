import { AsideLayout } from "~/components/about/aside-layout";
import { StatementPair } from "~/components/about/statement-pair";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureSection } from "~/components/sections/feature-section";
import { LinkGrid } from "~/components/sections/link-grid";
import { Section } from "~/components/sections/section";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { Timeline } from "~/components/sections/timeline";
import { about } from "~/content/about";
import { INTERFACE } from "~/content/files/interface";
import { seo } from "~/lib/seo";
import { FigureHero } from "~/routes/parts/group";

const PATH = "/about";

export const meta = () => seo(PATH);

export default function AboutPage() {
  const { hero, history, purpose, values, businesses, cta } = about;
  return (
    <>
      <FigureHero page={PATH} {...hero} />
      <Section {...history} tone="sand">
        <AsideLayout aside={<TestimonialCard item={history.quote} />}>
          <Timeline items={history.items} />
        </AsideLayout>
      </Section>
      <Section {...purpose}>
        <StatementPair items={purpose.items} />
      </Section>
      <FeatureSection {...values} tone="muted" />
      <Section {...businesses}>
        <LinkGrid
          title={businesses.title}
          links={businesses.links}
          currentLabel={INTERFACE.pageCards.current}
        />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
