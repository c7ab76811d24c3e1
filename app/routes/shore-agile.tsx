import { FeatureGrid } from "~/components/sections/feature-grid";
import { FeatureSection } from "~/components/sections/feature-section";
import { LeadFormBand } from "~/components/sections/lead-form-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { CaseStudyCard } from "~/components/shore/case-study-card";
import { CheckPanels } from "~/components/shore/check-panels";
import { CollaborationToolkit } from "~/components/shore/collaboration-toolkit";
import { ContractTerms } from "~/components/shore/contract-terms";
import { HeroKeyFigures } from "~/components/shore/hero-key-figures";
import { SprintCycle } from "~/components/shore/sprint-cycle";
import { agile } from "~/content/shore/agile";
import { ContactForm } from "~/forms/form-islands";
import { seo } from "~/lib/seo";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/strategie-externalisation-agile";

export const handle = { explore: { tone: "white" } } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreAgilePage() {
  const { hero, why, pillars, scaling, contract, pricing, collaboration, cases, call } = agile;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<HeroKeyFigures {...hero.facts} />} />
      <Section {...why}>
        <CheckPanels panels={why.panels} />
      </Section>
      <FeatureSection {...pillars} columns={4} />
      <Section {...scaling}>
        <FeatureGrid items={scaling.items} columns={2} />
        <SprintCycle {...scaling.cycle} />
      </Section>
      <Section {...contract}>
        <ContractTerms items={contract.terms} />
      </Section>
      <FeatureSection {...pricing} columns={4} />
      <Section {...collaboration}>
        <CollaborationToolkit {...collaboration} />
      </Section>
      <Section {...cases}>
        <div className="grid gap-6 lg:grid-cols-2">
          {cases.items.map((study) => (
            <CaseStudyCard key={study.id} study={study} labels={cases.labels} />
          ))}
        </div>
        <p className="mt-6 max-w-3xl text-sm text-ink-600">{cases.caption}</p>
      </Section>
      <LeadFormBand {...call.band}>
        <ContactForm {...call.form} showCompany />
      </LeadFormBand>
    </>
  );
}
