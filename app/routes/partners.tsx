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
import { PARTNERS } from "~/content/partners";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/partners";

export const meta = () => seo(PATH);

export default function PartnersPage() {
  const page = getPage(PATH);
  const { hero, key, reasons, steps, testimonials, cta } = PARTNERS;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={page.h1}
        lead={hero.lead}
        actions={hero.actions}
        aside={<FigureCard title={hero.factsTitle} figures={hero.facts} tone="dark" />}
      />
      <Section id="partenaires-cles" eyebrow={key.eyebrow} title={key.title} intro={key.intro}>
        <PartnerCards partners={key.items} />
      </Section>
      <Section
        id="pourquoi"
        eyebrow={reasons.eyebrow}
        title={reasons.title}
        intro={reasons.intro}
        tone="muted"
      >
        <FeatureGrid items={reasons.items} />
      </Section>
      <Section id="etapes" eyebrow={steps.eyebrow} title={steps.title}>
        <AsideLayout aside={<NoteCard title={steps.askTitle} items={steps.ask} />}>
          <Timeline items={steps.items} />
        </AsideLayout>
      </Section>
      <Section id="temoignages" eyebrow={testimonials.eyebrow} title={testimonials.title} tone="sand">
        <Testimonials items={testimonials.items} />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}
