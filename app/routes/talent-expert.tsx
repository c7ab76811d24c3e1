import { FactsCard } from "~/components/sections/facts-card";
import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { talentExpert } from "~/content/talent/expert";
import { ExpertApplicationForm } from "~/forms/form-islands";
import { seo } from "~/lib/seo";
import { TalentFaqSection, TalentFormSection } from "~/routes/parts/talent";

const PATH = "/lif-talent/expert-it";

export const meta = () => seo(PATH);

export default function TalentExpertPage() {
  const { hero, stats, benefits, testimonials, form, faq } = talentExpert;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<FactsCard layout="grid" {...hero.facts} />} />
      <Section {...stats}>
        <StatGrid items={stats.items} />
      </Section>
      <FeatureSection {...benefits} />
      <TestimonialsSection {...testimonials} />
      <TalentFormSection {...form} Form={ExpertApplicationForm} />
      <TalentFaqSection {...faq} />
    </>
  );
}
