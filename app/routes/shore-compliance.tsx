import { CheckList } from "~/components/sections/check-list";
import { CtaBand } from "~/components/sections/cta-band";
import { FactsCard } from "~/components/sections/facts-card";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { SmartLink } from "~/components/sections/smart-link";
import { Timeline } from "~/components/sections/timeline";
import { ShoreGovernanceList } from "~/components/shore/shore-governance-list";
import { compliance } from "~/content/shore/compliance";
import { seo } from "~/lib/seo";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/conformite-et-organisation";

export const handle = { explore: {} } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreCompliancePage() {
  const { hero, gdpr, nis2, infrastructure, steering, cta } = compliance;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<FactsCard {...hero.facts} />} />
      <FeatureSection {...gdpr} />
      <FeatureSection {...nis2} columns={2} />
      <Section {...infrastructure}>
        <FeatureGrid items={infrastructure.items} />
        <div className="mt-10 rounded-card border border-ink-900/10 bg-ink-50 p-6 lg:p-8">
          <CheckList items={infrastructure.checklist} columns={2} />
        </div>
      </Section>
      <Section {...steering}>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
          <ShoreGovernanceList title={steering.governanceTitle} items={steering.governance} />
          <div>
            <Timeline items={steering.rituals} />
            <p className="mt-8 pl-16">
              <SmartLink
                to={steering.dashboardLink.to}
                className="font-semibold text-shore-700 underline-offset-4 hover:text-shore-600 hover:underline"
              >
                {steering.dashboardLink.label} <span aria-hidden="true">→</span>
              </SmartLink>
            </p>
          </div>
        </div>
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
