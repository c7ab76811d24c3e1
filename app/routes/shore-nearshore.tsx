import { CheckList } from "~/components/sections/check-list";
import { FactsCard } from "~/components/sections/facts-card";
import { FeatureSection } from "~/components/sections/feature-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { ShoreComparisonTable } from "~/components/shore/shore-comparison-table";
import { ShoreResultsBand } from "~/components/shore/shore-results-band";
import { nearshore } from "~/content/shore/nearshore";
import { seo } from "~/lib/seo";
import type { ShoreHandle } from "~/routes/layouts/shore";
import { ConsultationBand } from "~/routes/parts/consultation-band";

const PATH = "/services/lif-shore/service-nearshore-afrique";

export const handle = { explore: {} } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreNearshorePage() {
  const { hero, definition, comparison, talent, reasons, testimonial, lead } = nearshore;
  return (
    <>
      <PageHero page={PATH} {...hero} aside={<FactsCard {...hero.facts} />} />
      <Section {...definition}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:items-start">
          <div className="max-w-3xl space-y-4 text-lg text-ink-700">
            {definition.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-card border border-shore-600/20 bg-shore-50 p-6 lg:p-8">
            <CheckList items={definition.points} />
          </div>
        </div>
      </Section>
      <Section {...comparison}>
        <ShoreComparisonTable {...comparison} />
      </Section>
      <Section {...talent}>
        <StatGrid items={talent.stats} />
        <ShoreResultsBand {...talent.results} />
      </Section>
      <FeatureSection {...reasons} />
      <TestimonialsSection {...testimonial} />
      <ConsultationBand {...lead} />
    </>
  );
}
