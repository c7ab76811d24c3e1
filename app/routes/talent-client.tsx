import { FactsCard } from "~/components/sections/facts-card";
import { FeatureSection } from "~/components/sections/feature-section";
import { LinkGrid } from "~/components/sections/link-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { ChallengeAnswers } from "~/components/talent/challenge-answers";
import { INTERFACE } from "~/content/files/interface";
import { talentClient } from "~/content/talent/client";
import { ClientRequestForm } from "~/forms/form-islands";
import { seo } from "~/lib/seo";
import { TalentFaqSection, TalentFormSection } from "~/routes/parts/talent";

const PATH = "/lif-talent/client-entreprise";

export const meta = () => seo(PATH);

export default function TalentClientPage() {
  const { hero, stats, challenges, benefits, portal, testimonials, start, form, docs, faq } = talentClient;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<FactsCard layout="grid" {...hero.facts} />} />
      <Section {...stats}>
        <StatGrid items={stats.items} />
      </Section>
      <Section {...challenges}>
        <ChallengeAnswers items={challenges.items} labels={challenges.labels} />
      </Section>
      <FeatureSection {...benefits} />
      <FeatureSection {...portal} />
      <TestimonialsSection {...testimonials} />
      <Section {...start}>
        <ProcessSteps steps={start.steps} words={INTERFACE.steps} />
      </Section>
      <TalentFormSection {...form} Form={ClientRequestForm} />
      <Section {...docs}>
        <LinkGrid title={docs.navLabel} links={docs.links} currentLabel={INTERFACE.pageCards.current} />
      </Section>
      <TalentFaqSection {...faq} />
    </>
  );
}
