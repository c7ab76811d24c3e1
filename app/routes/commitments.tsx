import { CharterList } from "~/components/about/charter-list";
import { FigureCard } from "~/components/about/figure-card";
import { FormSplit } from "~/components/about/form-split";
import { ProofSplit } from "~/components/about/proof-split";
import { BarChart } from "~/components/sections/bar-chart";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { COMMITMENTS } from "~/content/commitments";
import { ContactForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/nos-engagements";

export const meta = () => seo(PATH);

export default function CommitmentsPage() {
  const page = getPage(PATH);
  const { hero, items, charter, contact } = COMMITMENTS;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={page.h1}
        lead={hero.lead}
        actions={hero.actions}
        aside={<FigureCard title={hero.factsTitle} figures={hero.facts} tone="dark" />}
      />
      {items.map((item, index) => (
        <Section
          key={item.id}
          id={item.id}
          eyebrow={item.eyebrow}
          title={item.title}
          intro={item.intro}
          tone={index % 2 === 0 ? "muted" : "white"}
        >
          <ProofSplit points={item.points}>
            <FigureCard title={item.proofTitle} figures={item.figures} note={item.note}>
              {item.chart && <BarChart title={item.chart.title} items={item.chart.items} />}
            </FigureCard>
          </ProofSplit>
        </Section>
      ))}
      <Section id="charte" eyebrow={charter.eyebrow} title={charter.title} intro={charter.intro} tone="dark">
        <div className="rounded-card bg-white p-6 sm:p-10">
          <CharterList items={charter.items} />
        </div>
      </Section>
      <FormSplit
        id={contact.id}
        eyebrow={contact.eyebrow}
        statement={contact.statement}
        text={contact.text}
        points={contact.points}
      >
        <ContactForm formType="engagements" title={contact.formTitle} submitLabel={contact.submitLabel} />
      </FormSplit>
    </>
  );
}
