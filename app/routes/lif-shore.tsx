import { FactsCard } from "~/components/sections/facts-card";
import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { ShoreGuideSection } from "~/components/shore/shore-guide-section";
import { landing } from "~/content/shore/landing";
import { GuideForm } from "~/forms/form-islands";
import { seo } from "~/lib/seo";
import type { ShoreHandle } from "~/routes/layouts/shore";
import { ConsultationBand } from "~/routes/parts/consultation-band";

const PATH = "/services/lif-shore";

export const handle = { explore: landing.explore } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function LifShorePage() {
  const { hero, pillars, advantages, model, dashboard, testimonial, consultation, guide } = landing;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<FactsCard {...hero.facts} />} />
      <FeatureSection {...pillars} />
      <FeatureSection {...advantages} columns={4} />
      <FeatureSection {...model} />
      <FeatureSection {...dashboard} columns={4} />
      <TestimonialsSection {...testimonial} />
      <ConsultationBand {...consultation} />
      <ShoreGuideSection {...guide}>
        <GuideForm guideTitle={guide.guideTitle} guideFile={guide.guideFile} />
      </ShoreGuideSection>
    </>
  );
}
