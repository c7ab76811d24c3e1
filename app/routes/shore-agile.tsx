import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { CaseStudyCard } from "~/components/shore/case-study-card";
import { CheckPanels } from "~/components/shore/check-panels";
import { CollaborationToolkit } from "~/components/shore/collaboration-toolkit";
import { ContractTerms } from "~/components/shore/contract-terms";
import { FormWithPromises } from "~/components/shore/form-with-promises";
import { HeroKeyFigures } from "~/components/shore/hero-key-figures";
import { SprintCycle } from "~/components/shore/sprint-cycle";
import {
  AGILE_CALL as CALL,
  AGILE_CASES as CASES,
  AGILE_COLLABORATION as COLLABORATION,
  AGILE_CONTRACT as CONTRACT,
  AGILE_HERO as HERO,
  AGILE_PILLARS as PILLARS,
  AGILE_SCALING as SCALING,
  AGILE_WHY as WHY,
} from "~/content/shore-agile";
import { ContactForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/strategie-externalisation-agile";

export const handle = { explore: { tone: "white" } } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreAgilePage() {
  const page = getPage(PATH);
  return (
    <>
      <PageHero
        eyebrow={HERO.eyebrow}
        title={page.h1}
        lead={HERO.lead}
        actions={HERO.actions}
        breadcrumb={HERO.breadcrumb}
        aside={<HeroKeyFigures title={HERO.facts.title} items={HERO.facts.items} />}
      />
      <Section id="pourquoi" eyebrow={WHY.eyebrow} title={WHY.title} intro={WHY.intro}>
        <CheckPanels
          panels={[
            { ...WHY.before, tone: "negative" },
            { ...WHY.after, tone: "highlight" },
          ]}
        />
      </Section>
      <Section
        id="piliers"
        eyebrow={PILLARS.eyebrow}
        title={PILLARS.title}
        intro={PILLARS.intro}
        tone="muted"
      >
        <FeatureGrid items={PILLARS.items} columns={4} />
      </Section>
      <Section id="adaptation" eyebrow={SCALING.eyebrow} title={SCALING.title} intro={SCALING.intro}>
        <FeatureGrid items={SCALING.items} columns={2} />
        <SprintCycle title={SCALING.cycleTitle} steps={SCALING.cycle} />
      </Section>
      <Section
        id="contrat"
        eyebrow={CONTRACT.eyebrow}
        title={CONTRACT.title}
        intro={CONTRACT.intro}
        tone="dark"
      >
        <ContractTerms items={CONTRACT.terms} />
      </Section>
      <Section
        id="tarification"
        eyebrow={CONTRACT.pricingEyebrow}
        title={CONTRACT.pricingTitle}
        intro={CONTRACT.pricingIntro}
      >
        <FeatureGrid items={CONTRACT.pricing} columns={4} />
      </Section>
      <Section
        id="collaboration"
        eyebrow={COLLABORATION.eyebrow}
        title={COLLABORATION.title}
        intro={COLLABORATION.intro}
        tone="muted"
      >
        <CollaborationToolkit
          toolsTitle={COLLABORATION.toolsTitle}
          tools={COLLABORATION.tools}
          ritualsTitle={COLLABORATION.ritualsTitle}
          rituals={COLLABORATION.rituals}
        />
      </Section>
      <Section id="etudes-de-cas" eyebrow={CASES.eyebrow} title={CASES.title} intro={CASES.intro}>
        <div className="grid gap-6 lg:grid-cols-2">
          {CASES.items.map((study) => (
            <CaseStudyCard key={study.id} study={study} />
          ))}
        </div>
        <p className="mt-6 max-w-3xl text-sm text-ink-600">{CASES.caption}</p>
      </Section>
      <Section
        id="appel-strategique"
        eyebrow={CALL.eyebrow}
        title={CALL.title}
        intro={CALL.intro}
        tone="sand"
      >
        <FormWithPromises card promises={{ title: CALL.promisesTitle, items: CALL.promises }}>
          <ContactForm formType={CALL.formType} showCompany submitLabel={CALL.submitLabel} />
        </FormWithPromises>
      </Section>
    </>
  );
}
