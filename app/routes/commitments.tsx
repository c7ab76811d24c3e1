import { CharterList } from "~/components/about/charter-list";
import { FigureCard } from "~/components/about/figure-card";
import { ProofSplit } from "~/components/about/proof-split";
import { BarChart } from "~/components/sections/bar-chart";
import { LeadFormBand } from "~/components/sections/lead-form-band";
import { Section } from "~/components/sections/section";
import { commitments } from "~/content/commitments";
import { ContactForm } from "~/forms/form-islands";
import { seo } from "~/lib/seo";
import { FigureHero } from "~/routes/parts/group";

const PATH = "/nos-engagements";

export const meta = () => seo(PATH);

export default function CommitmentsPage() {
  const { hero, items, charter, contact } = commitments;
  return (
    <>
      <FigureHero page={PATH} {...hero} />
      {items.map((item, index) => (
        <Section key={item.id} {...item} tone={index % 2 === 0 ? "muted" : "white"}>
          <ProofSplit points={item.points}>
            <FigureCard title={item.proofTitle} figures={item.figures} note={item.note}>
              {item.chart && <BarChart title={item.chart.title} items={item.chart.items} />}
            </FigureCard>
          </ProofSplit>
        </Section>
      ))}
      <Section {...charter} tone="dark">
        <div className="rounded-card bg-white p-6 sm:p-10">
          <CharterList items={charter.items} />
        </div>
      </Section>
      <LeadFormBand {...contact} tone="sand" formCard promisesFirst>
        <ContactForm {...contact.form} />
      </LeadFormBand>
    </>
  );
}
