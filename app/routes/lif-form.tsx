import { AccreditationCards } from "~/components/form/accreditation-cards";
import { BenefitPanels } from "~/components/form/benefit-panels";
import { CertificationCards } from "~/components/form/certification-cards";
import { DomainCards } from "~/components/form/domain-cards";
import { FundingPaths } from "~/components/form/funding-paths";
import { NoticePanel } from "~/components/form/notice-panel";
import { TrainingIllustration } from "~/components/form/training-illustration";
import { CtaBand } from "~/components/sections/cta-band";
import { FactsCard } from "~/components/sections/facts-card";
import { Faq } from "~/components/sections/faq";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TagList } from "~/components/sections/tag-list";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { COURSE_FACTS } from "~/content/form/course-markup";
import { lifForm } from "~/content/form/lif-form";
import { seo } from "~/lib/seo";

const PATH = "/services/lif-form";

// The page describes the whole catalogue to search engines (Course nodes).
export const meta = () => seo(PATH, { courses: COURSE_FACTS });

/** LIF Form: who it trains and how, its three domains, funding, certifications, proof and accreditations. */
export default function LifFormPage() {
  const {
    hero,
    service,
    benefits,
    domains,
    funding,
    certifications,
    testimonials,
    accreditations,
    faq,
    cta,
  } = lifForm;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<FactsCard {...hero.facts} />} />
      <Section {...service}>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:items-start">
          <FeatureGrid items={service.features} columns={2} />
          <div className="space-y-8">
            <TrainingIllustration alt={service.image.alt} className="rounded-card shadow-card" />
            <TagList label={service.techTagsLabel} items={service.techTags} />
          </div>
        </div>
      </Section>
      <Section {...benefits} tone="muted">
        <BenefitPanels items={benefits.items} />
      </Section>
      <Section {...domains}>
        <DomainCards items={domains.items} />
      </Section>
      <Section {...funding} tone="sand">
        <FundingPaths items={funding.paths} />
        <div className="mt-8">
          <NoticePanel {...funding.notice} />
        </div>
      </Section>
      <Section {...certifications}>
        <CertificationCards items={certifications.items} />
      </Section>
      <TestimonialsSection {...testimonials} tone="muted" />
      <Section {...accreditations} tone="dark">
        <AccreditationCards items={accreditations.items} />
      </Section>
      <Section {...faq}>
        <Faq items={faq.items} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
