import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Testimonials } from "~/components/sections/testimonials";
import { Timeline } from "~/components/sections/timeline";
import { CollaboratorRecord } from "~/components/shore/collaborator-record";
import { DashboardPreview } from "~/components/shore/dashboard-preview";
import { dashboard } from "~/content/shore/dashboard";
import { seo } from "~/lib/seo";
import { breadcrumb, getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/dashboard";

export const handle = { explore: { tone: "white" } } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreDashboardPage() {
  const { hero, preview, features, history, testimonials, cta } = dashboard;
  return (
    <>
      <PageHero {...hero} title={getPage(PATH).h1} breadcrumb={breadcrumb(PATH)} />
      <Section {...preview}>
        <DashboardPreview {...preview} />
      </Section>
      <Section {...features}>
        <FeatureGrid items={features.items} />
      </Section>
      <Section {...history}>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <Timeline items={history.items} />
          <CollaboratorRecord {...history.record} />
        </div>
      </Section>
      <Section {...testimonials}>
        <Testimonials items={testimonials.items} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
