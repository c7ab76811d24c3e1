import { AsideLayout } from "~/components/about/aside-layout";
import { FigureCard } from "~/components/about/figure-card";
import { NoteCard } from "~/components/about/note-card";
import { PartnerCards } from "~/components/about/partner-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Testimonials } from "~/components/sections/testimonials";
import { Timeline } from "~/components/sections/timeline";
import { partners } from "~/content/partners";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/partners";

export const meta = () => seo(PATH);

export default function PartnersPage() {
  const { hero, key, reasons, steps, testimonials, cta } = partners;
  return (
    <>
      <PageHero
        {...hero}
        title={getPage(PATH).h1}
        aside={<FigureCard title={hero.factsTitle} figures={hero.facts} tone="dark" />}
      />
      <Section {...key}>
        <PartnerCards partners={key.items} />
      </Section>
      <Section {...reasons} tone="muted">
        <FeatureGrid items={reasons.items} />
      </Section>
      <Section {...steps}>
        <AsideLayout aside={<NoteCard title={steps.askTitle} items={steps.ask} />}>
          <Timeline items={steps.items} />
        </AsideLayout>
      </Section>
      <Section {...testimonials} tone="sand">
        <Testimonials items={testimonials.items} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
