import { ServiceChoices } from "~/components/home/service-choices";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceCards } from "~/components/sections/service-cards";
import { SERVICE_LINES, SERVICES_PAGE } from "~/content/services";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/services";

export const meta = () => seo(PATH);

/** The overview of the three service lines: the cards, how to choose between them, then the next step. */
export default function ServicesPage() {
  const page = getPage(PATH);
  const { hero, lines, choose, cta } = SERVICES_PAGE;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={page.h1}
        lead={hero.lead}
        actions={hero.actions}
        breadcrumb={hero.breadcrumb}
      />
      <Section id="nos-metiers" eyebrow={lines.eyebrow} title={lines.title} intro={lines.intro}>
        <ServiceCards items={SERVICE_LINES} />
      </Section>
      <Section
        id="comment-choisir"
        eyebrow={choose.eyebrow}
        title={choose.title}
        intro={choose.intro}
        tone="muted"
      >
        <ServiceChoices />
      </Section>
      <CtaBand title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}
