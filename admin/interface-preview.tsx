// The CMS's preview of « Textes de l’interface » (content/interface.json, docs/decisions/030): the draft's words
// where a visitor meets them, drawn by the site's own blocks (the header, the cards of the home page and of a LIF
// Talent page, the numbered steps, a testimonial's results, a legal page's contents, the footer, the cookie
// banner), then the names only screen readers say, listed. Prepared as the build prepares the file (typeset).
import type { ReactNode } from "react";
import { CookieBanner } from "~/components/layout/cookie-banner";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { LineRegion } from "~/components/layout/line-region";
import { LegalDocument } from "~/components/legal/legal-document";
import { LinkGrid } from "~/components/sections/link-grid";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { ServiceCards } from "~/components/sections/service-cards";
import { Testimonials } from "~/components/sections/testimonials";
import { INTERFACE } from "~/content/files/interface";
import type { InterfaceFile } from "~/content/files/interface-schema";
import { legalPage } from "~/content/files/legal";
import type { LegalPageFile } from "~/content/files/legal-schema";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { home } from "~/content/home";
import { navigation } from "~/content/navigation";
import { talentClient } from "~/content/talent/client";
import legalNotice from "../content/pages-legales/mentions-legales.json" with { type: "json" };
import { type PreviewProps, prepared, WhileIncomplete } from "./previews";

/** A field not typed yet is the site's word until the editor types it, so the blocks stay drawable. */
function complete(draft: Partial<InterfaceFile> | undefined): InterfaceFile {
  const words = draft ?? {};
  return {
    ...INTERFACE,
    ...words,
    header: { ...INTERFACE.header, ...words.header },
    footer: { ...INTERFACE.footer, ...words.footer },
    legal: { ...INTERFACE.legal, ...words.legal },
    steps: { ...INTERFACE.steps, ...words.steps },
    pageCards: { ...INTERFACE.pageCards, ...words.pageCards },
    serviceCards: { ...INTERFACE.serviceCards, ...words.serviceCards },
    cookieBanner: { ...INTERFACE.cookieBanner, ...words.cookieBanner },
  };
}

/** A caption of the preview, in the CMS's words: where the block below is on the site. */
function Caption({ children }: { children: ReactNode }) {
  return (
    <p className="mx-auto max-w-7xl px-(--spacing-gutter) pt-8 text-sm font-semibold text-ink-600">
      {children}
    </p>
  );
}

/** The legal notice's first two sections under its contents, enough to read the contents' title and the date. */
function LegalStart({ words }: { words: InterfaceFile["legal"] }) {
  const file = legalNotice as LegalPageFile;
  const page = legalPage(
    "content/pages-legales/mentions-legales.json",
    { ...file, sections: file.sections.slice(0, 2) },
    "fr",
    { draft: true },
  );
  return <LegalDocument {...page} words={words} title="Mentions légales" lead="" />;
}

/** The words no page owns, where a visitor sees them, then what screen readers alone say. */
export function InterfacePreview({ entry }: PreviewProps) {
  const words = complete(prepared<Partial<InterfaceFile>>(entry));
  const shell = { logo: words.logo, newTab: words.newTab };
  const spoken: [string, string][] = [
    ["Nom du logo (lien vers l’accueil)", words.logo],
    ["Après un lien qui ouvre un nouvel onglet", words.newTab],
    ["Menu principal", words.header.mainNav],
    ["Menu sur téléphone", words.header.mobileNav],
    ["Fil d’Ariane", words.breadcrumb],
    ["Coordonnées du pied de page", words.footer.contacts],
    ["Réseaux sociaux du pied de page", words.footer.socials],
    ["« En savoir plus » suivi de", `${words.serviceCards.more} ${words.serviceCards.on} LIF Shore`],
  ];
  const testimonial = TESTIMONIALS.shoreNearshore.find((item) => "figures" in item);
  return (
    <div className="bg-white text-ink-900 antialiased">
      <WhileIncomplete missing="chaque texte de l’interface sera rempli">
        <Caption>En-tête de chaque page</Caption>
        <Header {...navigation.header} {...words.header} {...shell} />
        <Caption>Cartes des services (accueil)</Caption>
        <Section title={home.services.title}>
          <ServiceCards items={home.services.items} words={words.serviceCards} />
        </Section>
        <LineRegion family="talent">
          <Caption>Étapes numérotées et cartes de pages (LIF Talent)</Caption>
          <Section title={talentClient.start.title}>
            <ProcessSteps steps={talentClient.start.steps} words={words.steps} />
          </Section>
          <LinkGrid
            title={talentClient.docs.navLabel}
            links={talentClient.docs.links}
            currentLabel={words.pageCards.current}
          />
          {testimonial && (
            <>
              <Caption>Chiffres d’un témoignage</Caption>
              <div className="mx-auto max-w-7xl px-(--spacing-gutter) py-8">
                <Testimonials items={[{ ...testimonial, figuresLabel: words.testimonialResults }]} />
              </div>
            </>
          )}
        </LineRegion>
        <Caption>Début d’une page légale</Caption>
        <LegalStart words={words.legal} />
        <Caption>Pied de page</Caption>
        <Footer {...navigation.footer} {...words.footer} {...shell} />
        <Caption>Bandeau des cookies (en bas de l’écran, à la première visite)</Caption>
        {/* A transformed box holds the banner's `fixed` position: drawn here, not over the CMS's pane. */}
        <div style={{ transform: "translateZ(0)", height: 140 }}>
          <CookieBanner {...words.cookieBanner} />
        </div>
        <Caption>Ce que disent les lecteurs d’écran</Caption>
        <dl className="mx-auto grid max-w-7xl gap-x-6 gap-y-2 px-(--spacing-gutter) pb-12 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          {spoken.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-ink-600">{label}</dt>
              <dd className="text-ink-800">{value}</dd>
            </div>
          ))}
        </dl>
      </WhileIncomplete>
    </div>
  );
}
