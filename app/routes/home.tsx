import { HomeHero } from "~/components/home/home-hero";
import { NearshoreSection } from "~/components/home/nearshore-section";
import { TalentSection } from "~/components/home/talent-section";
import { ValueProposition } from "~/components/home/value-proposition";
import { Section } from "~/components/sections/section";
import { ServiceCards } from "~/components/sections/service-cards";
import { HOME_SERVICES, SERVICE_LINES } from "~/content/home";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/";

export const meta = () => seo(PATH);

/** The home page, in the spec's order: hero, the three service lines, why us, LIF Talent 2.0, nearshoring. */
export default function HomePage() {
  const page = getPage(PATH);
  return (
    <>
      <HomeHero title={page.h1} />
      <Section
        id="nos-services"
        eyebrow={HOME_SERVICES.eyebrow}
        title={HOME_SERVICES.title}
        intro={HOME_SERVICES.intro}
      >
        <ServiceCards items={SERVICE_LINES} />
      </Section>
      <ValueProposition />
      <TalentSection />
      <NearshoreSection />
    </>
  );
}
