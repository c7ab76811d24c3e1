import { CheckList } from "~/components/sections/check-list";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { Testimonials } from "~/components/sections/testimonials";
import { ShoreComparisonTable } from "~/components/shore/shore-comparison-table";
import { ShoreFactsCard } from "~/components/shore/shore-facts-card";
import { ShoreLeadBlock } from "~/components/shore/shore-lead-block";
import { ShoreResultsBand } from "~/components/shore/shore-results-band";
import {
  NEARSHORE_COMPARISON,
  NEARSHORE_DEFINITION,
  NEARSHORE_HERO,
  NEARSHORE_LEAD,
  NEARSHORE_REASONS,
  NEARSHORE_TALENT,
  NEARSHORE_TESTIMONIAL,
} from "~/content/shore-nearshore";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/service-nearshore-afrique";

export const handle = { explore: {} } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreNearshorePage() {
  const page = getPage(PATH);
  return (
    <>
      <PageHero
        eyebrow={NEARSHORE_HERO.eyebrow}
        title={page.h1}
        lead={NEARSHORE_HERO.lead}
        breadcrumb={NEARSHORE_HERO.breadcrumb}
        actions={NEARSHORE_HERO.actions}
        aside={<ShoreFactsCard title={NEARSHORE_HERO.facts.title} items={NEARSHORE_HERO.facts.items} />}
      />
      <Section id="definition" eyebrow={NEARSHORE_DEFINITION.eyebrow} title={NEARSHORE_DEFINITION.title}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:items-start">
          <div className="max-w-3xl space-y-4 text-lg text-ink-700">
            {NEARSHORE_DEFINITION.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-card border border-shore-600/20 bg-shore-50 p-6 lg:p-8">
            <CheckList items={NEARSHORE_DEFINITION.points} />
          </div>
        </div>
      </Section>
      <Section
        id="comparaison"
        tone="muted"
        eyebrow={NEARSHORE_COMPARISON.eyebrow}
        title={NEARSHORE_COMPARISON.title}
        intro={NEARSHORE_COMPARISON.intro}
      >
        <ShoreComparisonTable
          caption={NEARSHORE_COMPARISON.caption}
          columns={NEARSHORE_COMPARISON.columns}
          rows={NEARSHORE_COMPARISON.rows}
        />
      </Section>
      <Section
        id="talents"
        eyebrow={NEARSHORE_TALENT.eyebrow}
        title={NEARSHORE_TALENT.title}
        intro={NEARSHORE_TALENT.intro}
      >
        <StatGrid items={NEARSHORE_TALENT.stats} />
        <ShoreResultsBand title={NEARSHORE_TALENT.results.title} items={NEARSHORE_TALENT.results.items} />
      </Section>
      <Section id="raisons" tone="sand" eyebrow={NEARSHORE_REASONS.eyebrow} title={NEARSHORE_REASONS.title}>
        <FeatureGrid items={NEARSHORE_REASONS.items} />
      </Section>
      <Section id="temoignage" eyebrow={NEARSHORE_TESTIMONIAL.eyebrow} title={NEARSHORE_TESTIMONIAL.title}>
        <Testimonials items={NEARSHORE_TESTIMONIAL.items} />
      </Section>
      <ShoreLeadBlock
        id="evaluation"
        heading={NEARSHORE_LEAD.heading}
        formType="service-nearshore-afrique"
        intro={NEARSHORE_LEAD.intro}
        promises={NEARSHORE_LEAD.promises}
      />
    </>
  );
}
