import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { CheckPanels } from "~/components/shore/check-panels";
import { ExpressProcess } from "~/components/shore/express-process";
import { HeroKeyFigures } from "~/components/shore/hero-key-figures";
import { TalentPoolFigures } from "~/components/shore/talent-pool-figures";
import { recruitment } from "~/content/shore/recruitment";
import { seo } from "~/lib/seo";
import type { ShoreHandle } from "~/routes/layouts/shore";
import { ConsultationBand } from "~/routes/parts/consultation-band";

const PATH = "/services/lif-shore/recrutement-talents-afrique";

export const handle = { explore: { tone: "white" } } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreRecruitmentPage() {
  const { hero, process, certified, profiles, tests, figures, testimonial, request } = recruitment;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<HeroKeyFigures {...hero.facts} />} />
      <Section {...process}>
        <ExpressProcess {...process} />
      </Section>
      <FeatureSection {...certified} />
      <FeatureSection {...profiles} columns={4} />
      <Section {...tests}>
        <CheckPanels panels={[tests.technical, tests.cultural]} />
      </Section>
      <Section {...figures}>
        <TalentPoolFigures {...figures} />
      </Section>
      <TestimonialsSection {...testimonial} />
      <ConsultationBand {...request} />
    </>
  );
}
