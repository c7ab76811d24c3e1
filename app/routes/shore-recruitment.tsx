import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Testimonials } from "~/components/sections/testimonials";
import { CheckPanels } from "~/components/shore/check-panels";
import { ExpressProcess } from "~/components/shore/express-process";
import { FormWithPromises } from "~/components/shore/form-with-promises";
import { HeroKeyFigures } from "~/components/shore/hero-key-figures";
import { TalentPoolFigures } from "~/components/shore/talent-pool-figures";
import {
  RECRUITMENT_CERTIFIED as CERTIFIED,
  RECRUITMENT_FIGURES as FIGURES,
  RECRUITMENT_FORM as FORM,
  RECRUITMENT_HERO as HERO,
  RECRUITMENT_PROCESS as PROCESS,
  RECRUITMENT_PROFILES as PROFILES,
  RECRUITMENT_TESTIMONIAL as TESTIMONIAL,
  RECRUITMENT_TESTS as TESTS,
} from "~/content/shore-recruitment";
import { ConsultationForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";
import type { ShoreHandle } from "~/routes/layouts/shore";

const PATH = "/services/lif-shore/recrutement-talents-afrique";

export const handle = { explore: { tone: "white" } } satisfies ShoreHandle;

export const meta = () => seo(PATH);

export default function ShoreRecruitmentPage() {
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
      <Section id="processus" eyebrow={PROCESS.eyebrow} title={PROCESS.title} intro={PROCESS.intro}>
        <ExpressProcess steps={PROCESS.steps} total={PROCESS.total} />
      </Section>
      <Section
        id="profils-certifies"
        eyebrow={CERTIFIED.eyebrow}
        title={CERTIFIED.title}
        intro={CERTIFIED.intro}
        tone="muted"
      >
        <FeatureGrid items={CERTIFIED.items} />
      </Section>
      <Section id="profils" eyebrow={PROFILES.eyebrow} title={PROFILES.title} intro={PROFILES.intro}>
        <FeatureGrid items={PROFILES.items} columns={4} />
      </Section>
      <Section id="tests" eyebrow={TESTS.eyebrow} title={TESTS.title} intro={TESTS.intro} tone="muted">
        <CheckPanels panels={[TESTS.technical, TESTS.cultural]} />
      </Section>
      <Section id="chiffres" eyebrow={FIGURES.eyebrow} title={FIGURES.title} intro={FIGURES.intro}>
        <TalentPoolFigures stats={FIGURES.stats} skills={FIGURES.skills} languages={FIGURES.languages} />
      </Section>
      <Section id="temoignage" eyebrow={TESTIMONIAL.eyebrow} title={TESTIMONIAL.title} tone="muted">
        <Testimonials items={[TESTIMONIAL.item]} />
      </Section>
      <div id="vivier" className="scroll-mt-20 bg-sand-50">
        <div className="mx-auto max-w-7xl px-(--spacing-gutter) py-(--spacing-section)">
          <FormWithPromises promises={{ title: FORM.promisesTitle, items: FORM.promises }}>
            <ConsultationForm heading={FORM.heading} formType={FORM.formType} intro={FORM.intro} />
          </FormWithPromises>
        </div>
      </div>
    </>
  );
}
