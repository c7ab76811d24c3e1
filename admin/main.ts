// The CMS's entry, bundled to /admin/cms.js (scripts/content/admin-bundle.mjs): Decap CMS on the site's own React
// (decap-cms-app registers its French locale with the others). The configuration is admin/config.yml.
import makeSiteModules from "admin:page-modules";
import CMS from "decap-cms-app";
import { ErrorsPreview } from "./errors-preview";
import { drawFormsWith, FORM_CASES, FormPreview, MessagesPreview } from "./form-preview";
import { GuidePreview } from "./guide-preview";
import { InterfacePreview } from "./interface-preview";
import { LEGAL_PREVIEWS, LegalPreview } from "./legal-preview";
import { PagePreview, PREVIEWED_PAGES, ROUTE_DRAWN, RoutePagePreview } from "./page-preview";
import {
  CoursePreview,
  FactsPreview,
  FaqPreview,
  SettingsPreview,
  SheetCopyPreview,
  TestimonialsPreview,
} from "./previews";
import { SeoPreview } from "./seo-preview";

/** The site's stylesheet: the built `/assets/app-<hash>.css`, or the dev server's (set by the bundler). */
declare const __SITE_CSS__: string;

/**
 * On localhost the CMS writes through decap-server (`npm run cms`), on port 8081 unless `?proxy=<port>` says
 * otherwise: the browser test runs its own proxy on a free port beside a developer's.
 */
const proxyPort = new URLSearchParams(window.location.search).get("proxy");
const localBackend =
  proxyPort && /^\d+$/.test(proxyPort) ? { url: `http://localhost:${proxyPort}/api/v1` } : true;
/** « Voir en direct » opens the entry's page on this server when it is a local one (the dev server's page). */
const isLocal = ["localhost", "127.0.0.1"].includes(window.location.hostname);
const localSite = isLocal ? { site_url: window.location.origin } : {};
// Decap merges this into config.yml; its type describes a whole configuration, hence the cast.
CMS.init({
  config: { local_backend: localBackend, ...localSite } as Parameters<typeof CMS.init>[0] extends {
    config?: infer C;
  }
    ? C
    : never,
});

// The preview pane draws the draft with the site's own stylesheet, a course with the site's course sheet,
// testimonials and FAQs with the site's blocks.
CMS.registerPreviewStyle(__SITE_CSS__);
CMS.registerPreviewTemplate("formations", CoursePreview);
CMS.registerPreviewTemplate("settings", SettingsPreview);
// The facts' files: each field under its label, typeset (a figure is read by many pages, no single block).
for (const file of [
  "groupe",
  "lif-shore",
  "lif-talent",
  "lif-form",
  "marche",
  "donnees-personnelles",
  "reglementation",
])
  CMS.registerPreviewTemplate(`faits-${file}`, FactsPreview);
// A file collection's preview is registered under each file's name (admin/config.yml, one file per page): a new
// page's testimonials or FAQ file is one more name here.
const TESTIMONIAL_FILES = [
  "le-groupe",
  "a-propos",
  "lif-form",
  "lif-talent-experts",
  "lif-talent-entreprises",
  "partenariat",
  "lif-shore",
  "lif-shore-nearshore",
  "lif-shore-nos-services",
  "lif-shore-recrutement",
  "lif-shore-tableau-de-bord",
  "lif-shore-evaluation",
];
for (const name of TESTIMONIAL_FILES) CMS.registerPreviewTemplate(`temoignages-${name}`, TestimonialsPreview);
for (const name of ["lif-form", "lif-talent-experts", "lif-talent-entreprises"])
  CMS.registerPreviewTemplate(`faq-${name}`, FaqPreview);
// A legal page: drawn by the site's own LegalDocument from the draft (legal-preview.tsx), one name per page.
for (const name of Object.keys(LEGAL_PREVIEWS)) CMS.registerPreviewTemplate(name, LegalPreview);
// A page's copy file (« Pages LIF Shore »), drawn by the site's section blocks under its page's title.
for (const name of Object.keys(PREVIEWED_PAGES)) CMS.registerPreviewTemplate(name, PagePreview);
// The LIF Shore guide's texts: a PDF, previewed as the site's prose, chapter by chapter (guide-preview.tsx).
CMS.registerPreviewTemplate("pages-lif-shore-guide", GuidePreview);
// The error and not-found pages' texts, drawn by the site's own two pages (errors-preview.tsx).
CMS.registerPreviewTemplate("pages-erreur", ErrorsPreview);
// The words around a course sheet's data, drawn on two sheets of the catalogue by the site's course sheet.
CMS.registerPreviewTemplate("pages-lif-form-fiche-formation", SheetCopyPreview);
// Every page's title and description as a search engine lists them, with its h1 and breadcrumb name (seo-preview.tsx).
CMS.registerPreviewTemplate("referencement", SeoPreview);
// The forms' files: each drawn as its form, built from the draft by the site's own form, with its toasts and its
// confirmation; « Messages des formulaires » as a form sent empty, every toast and confirmation (form-preview.tsx).
drawFormsWith(makeSiteModules);
for (const name of Object.keys(FORM_CASES)) CMS.registerPreviewTemplate(name, FormPreview);
CMS.registerPreviewTemplate("messages-formulaires", MessagesPreview);
// « Textes de l’interface »: the header, cards, steps, a legal page's start, the footer and the cookie banner with
// the draft's words, then what screen readers alone say (interface-preview.tsx).
CMS.registerPreviewTemplate("interface", InterfacePreview);
// A page's own copy file: drawn by the page's own route component, loaded again with the draft (page-preview.tsx,
// ROUTE_DRAWN); the others (PREVIEWED_PAGES) are drawn section by section, registered above.
for (const name of Object.keys(ROUTE_DRAWN)) CMS.registerPreviewTemplate(name, RoutePagePreview);
