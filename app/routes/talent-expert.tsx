import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ExpertApplicationForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/lif-talent/expert-it";
const FORM_SECTION = "candidature";

export const meta = () => seo(PATH);

// The rest of this page (figures, benefits, testimonials, FAQ) comes with the LIF Talent pages.
export default function TalentExpertPage() {
  const page = getPage(PATH);
  return (
    <>
      <PageHero
        eyebrow="LIF Talent · Experts IT"
        title={page.h1}
        lead={page.description}
        actions={[{ label: "Déposer ma candidature", to: `#${FORM_SECTION}` }]}
      />
      <Section
        id={FORM_SECTION}
        tone="muted"
        title="Déposez votre candidature"
        intro="Présentez votre parcours en quelques lignes et joignez votre CV. Notre équipe étudie chaque candidature et vous répond sous 48h."
      >
        <div className="max-w-3xl rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-10">
          <ExpertApplicationForm labelledBy={`${FORM_SECTION}-titre`} />
        </div>
      </Section>
    </>
  );
}
