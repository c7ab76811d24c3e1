import { ServiceChoices } from "~/components/home/service-choices";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceCards } from "~/components/sections/service-cards";
import { INTERFACE } from "~/content/files/interface";
import { services } from "~/content/services";
import { seo } from "~/lib/seo";

const PATH = "/services";

export const meta = () => seo(PATH);

/** The overview of the three service lines: the cards, how to choose between them, then the next step. */
export default function ServicesPage() {
  const { hero, lines, choose, cta } = services;
  return (
    <>
      <PageHero page={PATH} {...hero} />
      <Section {...lines}>
        <ServiceCards items={lines.items} words={INTERFACE.serviceCards} />
      </Section>
      <Section {...choose} tone="muted">
        <ServiceChoices {...choose} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
