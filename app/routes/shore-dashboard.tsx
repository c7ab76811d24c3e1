import { CtaBand } from "~/components/sections/cta-band";
import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { Timeline } from "~/components/sections/timeline";
import { CollaboratorRecord } from "~/components/shore/collaborator-record";
import { DashboardPreview } from "~/components/shore/dashboard-preview";
import { dashboard } from "~/content/shore/dashboard";
import { seo } from "~/lib/seo";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/dashboard";

export const handle = { explore: { tone: "white" } } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreDashboardPage() {
  const { hero, preview, features, history, testimonials, cta } = dashboard;
  return (
    <>
      <PageHero page={PATH} {...hero} />
      <Section {...preview}>
        <DashboardPreview {...preview} />
      </Section>
      <FeatureSection {...features} />
      <Section {...history}>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <Timeline items={history.items} />
          <CollaboratorRecord {...history.record} />
        </div>
      </Section>
      <TestimonialsSection {...testimonials} />
      <CtaBand {...cta} />
    </>
  );
}
