/**
 * The site's routes, the half of app/pages.ts that is code: every page's address, route module, family and parent.
 * app/pages.ts adds each page's copy from content/referencement.json (filled with the facts, whose modules import
 * through the `~/` alias) and is what the site imports. This half imports nothing, so that the two files React
 * Router loads without Vite's alias, react-router.config.ts (the pages to prerender) and app/routes.ts (the route
 * table), can read it.
 */
import type { PageEntry } from "./pages";

/** What code decides about a page: its address, route module, family and the page above it. */
export type PageRoute = Pick<PageEntry, "path" | "file" | "family" | "parent">;

/** Every page of the site. Adding a page is one line here, one route module and one entry in content/referencement.json. */
export const ROUTES = [
  { path: "/", file: "routes/home.tsx", family: "group" },
  { path: "/services", file: "routes/services.tsx", family: "group", parent: "/" },
  { path: "/services/lif-shore", file: "routes/lif-shore.tsx", family: "shore", parent: "/services" },
  {
    path: "/services/lif-shore/conformite-et-organisation",
    file: "routes/shore-compliance.tsx",
    family: "shore",
    parent: "/services/lif-shore",
  },
  {
    path: "/services/lif-shore/service-nearshore-afrique",
    file: "routes/shore-nearshore.tsx",
    family: "shore",
    parent: "/services/lif-shore",
  },
  {
    path: "/services/lif-shore/nos-services",
    file: "routes/shore-services.tsx",
    family: "shore",
    parent: "/services/lif-shore",
  },
  {
    path: "/services/lif-shore/recrutement-talents-afrique",
    file: "routes/shore-recruitment.tsx",
    family: "shore",
    parent: "/services/lif-shore",
  },
  {
    path: "/services/lif-shore/strategie-externalisation-agile",
    file: "routes/shore-agile.tsx",
    family: "shore",
    parent: "/services/lif-shore",
  },
  {
    path: "/services/lif-shore/dashboard",
    file: "routes/shore-dashboard.tsx",
    family: "shore",
    parent: "/services/lif-shore",
  },
  {
    path: "/services/lif-shore/demander-evaluation-gratuite",
    file: "routes/shore-assessment.tsx",
    family: "shore",
    parent: "/services/lif-shore",
  },
  { path: "/services/lif-form", file: "routes/lif-form.tsx", family: "form", parent: "/services" },
  {
    path: "/lif-form/cybersecurite",
    file: "routes/form-domain.tsx",
    family: "form",
    parent: "/services/lif-form",
  },
  { path: "/lif-form/reseaux", file: "routes/form-domain.tsx", family: "form", parent: "/services/lif-form" },
  {
    path: "/lif-form/securite",
    file: "routes/form-domain.tsx",
    family: "form",
    parent: "/services/lif-form",
  },
  { path: "/services/lif-talent", file: "routes/lif-talent.tsx", family: "talent", parent: "/services" },
  {
    path: "/lif-talent/expert-it",
    file: "routes/talent-expert.tsx",
    family: "talent",
    parent: "/services/lif-talent",
  },
  {
    path: "/lif-talent/client-entreprise",
    file: "routes/talent-client.tsx",
    family: "talent",
    parent: "/services/lif-talent",
  },
  {
    path: "/lif-talent/modele",
    file: "routes/talent-model.tsx",
    family: "talent",
    parent: "/services/lif-talent",
  },
  {
    path: "/lif-talent/backoffice-afrique",
    file: "routes/talent-backoffice.tsx",
    family: "talent",
    parent: "/services/lif-talent",
  },
  { path: "/about", file: "routes/about.tsx", family: "group", parent: "/" },
  { path: "/le-groupe", file: "routes/group.tsx", family: "group", parent: "/" },
  { path: "/nos-engagements", file: "routes/commitments.tsx", family: "group", parent: "/" },
  { path: "/partners", file: "routes/partners.tsx", family: "group", parent: "/" },
  { path: "/contact", file: "routes/contact.tsx", family: "group", parent: "/" },
  { path: "/politique-confidentialite", file: "routes/privacy-policy.tsx", family: "legal", parent: "/" },
  { path: "/mentions-legales", file: "routes/legal-notice.tsx", family: "legal", parent: "/" },
  { path: "/politique-de-securite", file: "routes/security-policy.tsx", family: "legal", parent: "/" },
] as const satisfies readonly PageRoute[];
