import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SmartLink } from "~/components/sections/smart-link";
import { Timeline } from "~/components/sections/timeline";
import { ShoreFactsCard } from "~/components/shore/shore-facts-card";
import { ShoreGovernanceList } from "~/components/shore/shore-governance-list";
import {
  COMPLIANCE_CTA,
  COMPLIANCE_GDPR,
  COMPLIANCE_HERO,
  COMPLIANCE_INFRASTRUCTURE,
  COMPLIANCE_NIS2,
  COMPLIANCE_STEERING,
} from "~/content/shore-compliance";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/conformite-et-organisation";

export const handle = { explore: {} } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreCompliancePage() {
  const page = getPage(PATH);
  return (
    <>
      <PageHero
        eyebrow={COMPLIANCE_HERO.eyebrow}
        title={page.h1}
        lead={COMPLIANCE_HERO.lead}
        breadcrumb={COMPLIANCE_HERO.breadcrumb}
        actions={COMPLIANCE_HERO.actions}
        aside={<ShoreFactsCard title={COMPLIANCE_HERO.facts.title} items={COMPLIANCE_HERO.facts.items} />}
      />
      <Section
        id="rgpd"
        eyebrow={COMPLIANCE_GDPR.eyebrow}
        title={COMPLIANCE_GDPR.title}
        intro={COMPLIANCE_GDPR.intro}
      >
        <FeatureGrid items={COMPLIANCE_GDPR.items} />
      </Section>
      <Section
        id="nis2"
        tone="muted"
        eyebrow={COMPLIANCE_NIS2.eyebrow}
        title={COMPLIANCE_NIS2.title}
        intro={COMPLIANCE_NIS2.intro}
      >
        <FeatureGrid items={COMPLIANCE_NIS2.items} columns={2} />
      </Section>
      <Section
        id="infrastructure"
        eyebrow={COMPLIANCE_INFRASTRUCTURE.eyebrow}
        title={COMPLIANCE_INFRASTRUCTURE.title}
        intro={COMPLIANCE_INFRASTRUCTURE.intro}
      >
        <FeatureGrid items={COMPLIANCE_INFRASTRUCTURE.items} />
        <div className="mt-10 rounded-card border border-ink-900/10 bg-ink-50 p-6 lg:p-8">
          <CheckList items={COMPLIANCE_INFRASTRUCTURE.checklist} columns={2} />
        </div>
      </Section>
      <Section
        id="pilotage"
        tone="sand"
        eyebrow={COMPLIANCE_STEERING.eyebrow}
        title={COMPLIANCE_STEERING.title}
        intro={COMPLIANCE_STEERING.intro}
      >
        <div className="grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
          <ShoreGovernanceList title="Qui fait quoi" items={COMPLIANCE_STEERING.governance} />
          <div>
            <Timeline items={COMPLIANCE_STEERING.rituals} />
            <p className="mt-8 pl-16">
              <SmartLink
                to={COMPLIANCE_STEERING.dashboardLink.to}
                className="font-semibold text-shore-700 underline-offset-4 hover:text-shore-600 hover:underline"
              >
                {COMPLIANCE_STEERING.dashboardLink.label} <span aria-hidden="true">→</span>
              </SmartLink>
            </p>
          </div>
        </div>
      </Section>
      <CtaBand title={COMPLIANCE_CTA.title} text={COMPLIANCE_CTA.text} actions={COMPLIANCE_CTA.actions} />
    </>
  );
}
