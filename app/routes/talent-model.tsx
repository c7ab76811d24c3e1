import { CheckList } from "~/components/sections/check-list";
import { FactsCard } from "~/components/sections/facts-card";
import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { RevenueSplit } from "~/components/sections/revenue-split";
import { Section } from "~/components/sections/section";
import { AudienceCards } from "~/components/talent/audience-cards";
import { ChallengeAnswers } from "~/components/talent/challenge-answers";
import { INTERFACE } from "~/content/files/interface";
import { talentModel } from "~/content/talent/model";
import { seo } from "~/lib/seo";

const PATH = "/lif-talent/modele";

export const meta = () => seo(PATH);

export default function TalentModelPage() {
  const { hero, pillars, revenue, lifecycle, differentiators, audiences } = talentModel;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<FactsCard layout="grid" {...hero.facts} />} />
      <FeatureSection {...pillars} />
      <Section {...revenue}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:items-start lg:gap-14">
          <RevenueSplit {...revenue.chart} />
          <div>
            <h3 className="text-h3 font-semibold tracking-tight text-ink-900">{revenue.reading.title}</h3>
            <CheckList items={revenue.reading.points} className="mt-5" />
          </div>
        </div>
      </Section>
      <Section {...lifecycle}>
        <ProcessSteps steps={lifecycle.steps} words={INTERFACE.steps} />
      </Section>
      <Section {...differentiators}>
        <ChallengeAnswers items={differentiators.items} labels={differentiators.labels} />
      </Section>
      <Section {...audiences}>
        <AudienceCards items={audiences.items} />
      </Section>
    </>
  );
}
