import { AsideLayout } from "~/components/about/aside-layout";
import { NoteCard } from "~/components/about/note-card";
import { PartnerCards } from "~/components/about/partner-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureSection } from "~/components/sections/feature-section";
import { Section } from "~/components/sections/section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { Timeline } from "~/components/sections/timeline";
import { partners } from "~/content/partners";
import { seo } from "~/lib/seo";
import { FigureHero } from "~/routes/parts/group";

const PATH = "/partners";

export const meta = () => seo(PATH);

export default function PartnersPage() {
  const { hero, key, reasons, steps, testimonials, cta } = partners;
  return (
    <>
      <FigureHero page={PATH} {...hero} />
      <Section {...key}>
        <PartnerCards partners={key.items} bringsTitle={key.bringsTitle} />
      </Section>
      <FeatureSection {...reasons} tone="muted" />
      <Section {...steps}>
        <AsideLayout aside={<NoteCard title={steps.askTitle} items={steps.ask} />}>
          <Timeline items={steps.items} />
        </AsideLayout>
      </Section>
      <TestimonialsSection {...testimonials} tone="sand" />
      <CtaBand {...cta} />
    </>
  );
}
