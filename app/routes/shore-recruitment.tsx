import { FeatureGrid } from "~/components/sections/feature-grid";
import { LeadFormBand } from "~/components/sections/lead-form-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Testimonials } from "~/components/sections/testimonials";
import { CheckPanels } from "~/components/shore/check-panels";
import { ExpressProcess } from "~/components/shore/express-process";
import { HeroKeyFigures } from "~/components/shore/hero-key-figures";
import { TalentPoolFigures } from "~/components/shore/talent-pool-figures";
import { recruitment } from "~/content/shore/recruitment";
import { ConsultationForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { breadcrumb, getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/recrutement-talents-afrique";

export const handle = { explore: { tone: "white" } } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreRecruitmentPage() {
  const { hero, process, certified, profiles, tests, figures, testimonial, request } = recruitment;
  return (
    <>
      <PageHero
        {...hero}
        title={getPage(PATH).h1}
        breadcrumb={breadcrumb(PATH)}
        aside={<HeroKeyFigures {...hero.facts} />}
      />
      <Section {...process}>
        <ExpressProcess {...process} />
      </Section>
      <Section {...certified}>
        <FeatureGrid items={certified.items} />
      </Section>
      <Section {...profiles}>
        <FeatureGrid items={profiles.items} columns={4} />
      </Section>
      <Section {...tests}>
        <CheckPanels panels={[tests.technical, tests.cultural]} />
      </Section>
      <Section {...figures}>
        <TalentPoolFigures {...figures} />
      </Section>
      <Section {...testimonial}>
        <Testimonials items={testimonial.items} />
      </Section>
      <LeadFormBand {...request.band}>
        <ConsultationForm {...request.form} />
      </LeadFormBand>
    </>
  );
}
