import { CtaBand } from "~/components/sections/cta-band";
import { DonutChart } from "~/components/sections/donut-chart";
import { FactsCard } from "~/components/sections/facts-card";
import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { AudienceCards } from "~/components/talent/audience-cards";
import { ExternalSiteCard } from "~/components/talent/external-site-link";
import { ImpactFigure } from "~/components/talent/impact-figure";
import { PresenceMap } from "~/components/talent/presence-map";
import { RegionList } from "~/components/talent/region-list";
import { VisionTargets } from "~/components/talent/vision-targets";
import { talentBackoffice } from "~/content/talent/backoffice";
import { seo } from "~/lib/seo";

const PATH = "/lif-talent/backoffice-afrique";

export const meta = () => seo(PATH);

export default function TalentBackofficePage() {
  const { hero, arm, advantages, impact, presence, skills, vision, cta } = talentBackoffice;
  return (
    <>
      <PageHero
        page={PATH}
        {...hero}
        aside={
          <div className="space-y-5">
            <FactsCard layout="grid" {...hero.facts} />
            <ExternalSiteCard {...hero.africaSite} />
          </div>
        }
      />
      <FeatureSection {...arm} columns={4} />
      <Section {...advantages}>
        <AudienceCards items={advantages.items} />
      </Section>
      <Section {...impact}>
        <ImpactFigure {...impact} />
      </Section>
      <Section {...presence}>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-14">
          <PresenceMap
            map={presence.map}
            markers={presence.markers}
            caption={presence.caption}
            legend={presence.legend}
          />
          <RegionList regions={presence.regions} />
        </div>
      </Section>
      <Section {...skills}>
        <div className="max-w-4xl rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-10">
          <DonutChart {...skills.chart} />
        </div>
      </Section>
      <Section {...vision}>
        <VisionTargets {...vision} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
