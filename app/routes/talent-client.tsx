import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ClientRequestForm } from "~/forms/lazy-forms";
import { seo } from "~/lib/seo";
import { getPage } from "~/pages";

const PATH = "/lif-talent/client-entreprise";
const FORM_SECTION = "demande";

export const meta = () => seo(PATH);

// The rest of this page (figures, process, testimonials, FAQ) comes with the LIF Talent pages.
export default function TalentClientPage() {
  const page = getPage(PATH);
  return (
    <>
      <PageHero
        eyebrow="LIF Talent · Entreprises"
        title={page.h1}
        lead={page.description}
        actions={[{ label: "Décrire mon besoin", to: `#${FORM_SECTION}` }]}
      />
      <Section
        id={FORM_SECTION}
        tone="muted"
        title="Décrivez votre besoin"
        intro="Compétences, durée, date de démarrage : quelques lignes suffisent. Nous revenons vers vous sous 24h et vous présentons 2 à 3 profils qualifiés sous 48h."
      >
        <div className="max-w-3xl rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-10">
          <ClientRequestForm labelledBy={`${FORM_SECTION}-titre`} />
        </div>
      </Section>
    </>
  );
}
