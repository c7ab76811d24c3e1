import { CtaBand } from "~/components/sections/cta-band";
import { FactsCard } from "~/components/sections/facts-card";
import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { AudienceCards } from "~/components/talent/audience-cards";
import { INTERFACE } from "~/content/files/interface";
import { talentLanding } from "~/content/talent/landing";
import { seo } from "~/lib/seo";

const PATH = "/services/lif-talent";

export const meta = () => seo(PATH);

export default function LifTalentPage() {
  const { hero, value, market, lifecycle, differentiators, community, cta } = talentLanding;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<FactsCard layout="grid" {...hero.facts} />} />
      <Section {...value}>
        <AudienceCards items={value.items} />
      </Section>
      <FeatureSection {...market} items={market.challenges} />
      <Section {...lifecycle}>
        <ProcessSteps steps={lifecycle.steps} words={INTERFACE.steps} />
      </Section>
      <FeatureSection {...differentiators} columns={4} />
      <FeatureSection {...community} />
      <CtaBand {...cta} />
    </>
  );
}
