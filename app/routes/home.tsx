import { HomeHero } from "~/components/home/home-hero";
import { NearshoreSection } from "~/components/home/nearshore-section";
import { ValueProposition } from "~/components/home/value-proposition";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Section } from "~/components/sections/section";
import { ServiceCards } from "~/components/sections/service-cards";
import { INTERFACE } from "~/content/files/interface";
import { home } from "~/content/home";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/";

export const meta = () => seo(PATH);

/** The home page, in the spec's order: hero, the three service lines, why us, LIF Talent 2.0, nearshoring. */
export default function HomePage() {
  return (
    <>
      <HomeHero title={getPage(PATH).h1} {...home.hero} />
      <Section {...home.services}>
        <ServiceCards items={home.services.items} words={INTERFACE.serviceCards} />
      </Section>
      <ValueProposition {...home.value} />
      <Section {...home.talent} tone="sand" line="talent">
        <FeatureGrid items={home.talent.cards} />
      </Section>
      <NearshoreSection {...home.nearshore} />
    </>
  );
}
