/**
 * Every island of the site: the parts of a page that need state in the browser, each hydrated as its own
 * React root (docs/decisions/017). The rest of the page is HTML and CSS only. The prerender and the browser
 * both render an island from this table, with the props written in the page, so they render the same tree.
 */
export const ISLANDS = {
  "contact-form": () => import("~/forms/contact/contact-form").then((module) => module.ContactForm),
  "contact-page-form": () => import("./contact-page-form").then((module) => module.ContactPageForm),
  "consultation-form": () =>
    import("~/forms/consultation/consultation-form").then((module) => module.ConsultationForm),
  "guide-form": () => import("~/forms/guide/guide-form").then((module) => module.GuideForm),
  "assessment-form": () =>
    import("~/forms/assessment/assessment-form").then((module) => module.AssessmentForm),
  "expert-application-form": () =>
    import("~/forms/expert-application/expert-application-form").then(
      (module) => module.ExpertApplicationForm,
    ),
  "client-request-form": () =>
    import("~/forms/client-request/client-request-form").then((module) => module.ClientRequestForm),
  "office-map": () => import("~/components/contact/office-map").then((module) => module.OfficeMap),
  toaster: () => import("./toaster").then((module) => module.Toaster),
};

export type IslandName = keyof typeof ISLANDS;

/** An island's props: what its component takes (nothing for some), written into the page as JSON. */
export type IslandProps<Name extends IslandName> = Parameters<Awaited<ReturnType<(typeof ISLANDS)[Name]>>>[0];

/** The attribute that marks an island's element in the page, with the island's name. */
export const ISLAND_ATTRIBUTE = "data-island";
/** Its props, as JSON. */
export const PROPS_ATTRIBUTE = "data-props";
/** The prefix of every `useId` inside it, on the server as in the browser (React's `identifierPrefix`). */
export const PREFIX_ATTRIBUTE = "data-id-prefix";
/** Set on the island's element once its root has hydrated (docs/decisions/027): what a browser test waits for. */
export const LIVE_ATTRIBUTE = "data-live";

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}
