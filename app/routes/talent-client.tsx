import { FeatureGrid } from "~/components/sections/feature-grid";
import { LinkGrid } from "~/components/sections/link-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { Testimonials } from "~/components/sections/testimonials";
import { ChallengeAnswers } from "~/components/talent/challenge-answers";
import { FaqWithHelp } from "~/components/talent/faq-with-help";
import { FormBand } from "~/components/talent/form-band";
import { KeyFactsCard } from "~/components/talent/key-facts-card";
import { talentClient } from "~/content/talent/client";
import { ClientRequestForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { breadcrumb, getPage } from "~/pages";

const PATH = "/lif-talent/client-entreprise";

export const meta = () => seo(PATH);

export default function TalentClientPage() {
  const { hero, stats, challenges, benefits, portal, testimonials, start, form, docs, faq } = talentClient;
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
      <Section {...challenges}>
        <ChallengeAnswers items={challenges.items} />
      </Section>
      <Section {...benefits}>
        <FeatureGrid items={benefits.items} />
      </Section>
      <Section {...portal}>
        <FeatureGrid items={portal.items} />
      </Section>
      <Section {...testimonials}>
        <Testimonials items={testimonials.items} />
      </Section>
      <Section {...start}>
        <ProcessSteps steps={start.steps} />
      </Section>
      {/* The form is named by this section's heading (`demande-titre`); the form tests find it so. */}
      <Section {...form}>
        <FormBand aside={form.aside}>
          <ClientRequestForm labelledBy={`${form.id}-titre`} />
        </FormBand>
      </Section>
      <Section {...docs}>
        <LinkGrid title={docs.navLabel} links={docs.links} />
      </Section>
      <Section {...faq}>
        <FaqWithHelp items={faq.items} help={faq.help} />
      </Section>
    </>
  );
}
