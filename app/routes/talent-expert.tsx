import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { Testimonials } from "~/components/sections/testimonials";
import { FaqWithHelp } from "~/components/talent/faq-with-help";
import { FormBand } from "~/components/talent/form-band";
import { KeyFactsCard } from "~/components/talent/key-facts-card";
import { talentExpert } from "~/content/talent/expert";
import { ExpertApplicationForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { breadcrumb, getPage } from "~/pages";

const PATH = "/lif-talent/expert-it";

export const meta = () => seo(PATH);

export default function TalentExpertPage() {
  const { hero, stats, benefits, testimonials, form, faq } = talentExpert;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={getPage(PATH).h1}
        lead={hero.lead}
        breadcrumb={breadcrumb(PATH)}
        actions={hero.actions}
        aside={<KeyFactsCard {...hero.facts} />}
      />
      <Section {...stats}>
        <StatGrid items={stats.items} />
      </Section>
      <Section {...benefits}>
        <FeatureGrid items={benefits.items} />
      </Section>
      <Section {...testimonials}>
        <Testimonials items={testimonials.items} />
      </Section>
      {/* The form is named by this section's heading (`candidature-titre`); the form tests find it so. */}
      <Section {...form}>
        <FormBand aside={form.aside}>
          <ExpertApplicationForm labelledBy={`${form.id}-titre`} />
        </FormBand>
      </Section>
      <Section {...faq}>
        <FaqWithHelp items={faq.items} help={faq.help} />
      </Section>
    </>
  );
}
