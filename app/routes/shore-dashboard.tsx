import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Testimonials } from "~/components/sections/testimonials";
import { Timeline } from "~/components/sections/timeline";
import { CollaboratorRecord } from "~/components/shore/collaborator-record";
import { DashboardPreview } from "~/components/shore/dashboard-preview";
import {
  DASHBOARD_CTA as CTA,
  DASHBOARD_FEATURES as FEATURES,
  DASHBOARD_HERO as HERO,
  DASHBOARD_HISTORY as HISTORY,
  DASHBOARD_PREVIEW as PREVIEW,
  DASHBOARD_TESTIMONIALS as TESTIMONIALS,
} from "~/content/shore-dashboard";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/dashboard";

export const handle = { explore: { tone: "white" } } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreDashboardPage() {
  const page = getPage(PATH);
  return (
    <>
      <PageHero
        eyebrow={HERO.eyebrow}
        title={page.h1}
        lead={HERO.lead}
        actions={HERO.actions}
        breadcrumb={HERO.breadcrumb}
      />
      <Section id="apercu" eyebrow={PREVIEW.eyebrow} title={PREVIEW.title} intro={PREVIEW.intro}>
        <DashboardPreview {...PREVIEW} />
      </Section>
      <Section
        id="fonctionnalites"
        eyebrow={FEATURES.eyebrow}
        title={FEATURES.title}
        intro={FEATURES.intro}
        tone="muted"
      >
        <FeatureGrid items={FEATURES.items} />
      </Section>
      <Section id="historique" eyebrow={HISTORY.eyebrow} title={HISTORY.title} intro={HISTORY.intro}>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <Timeline items={HISTORY.items} />
          <CollaboratorRecord {...HISTORY.record} />
        </div>
      </Section>
      <Section id="temoignages" eyebrow={TESTIMONIALS.eyebrow} title={TESTIMONIALS.title} tone="sand">
        <Testimonials items={TESTIMONIALS.items} />
      </Section>
      <CtaBand title={CTA.title} text={CTA.text} actions={CTA.actions} />
    </>
  );
}
