// The islands of a page in the CMS's preview of the pages (admin/form-modules.mjs puts this module in place of
// app/islands/island.tsx): each drawn as the prerendered page holds it, its HTML without scripts (the map's
// placeholder and link, a form not yet woken), which is what a visitor sees first. The toaster draws nothing.
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { OfficeMap } from "~/components/contact/office-map";
import { AssessmentForm } from "~/forms/assessment/assessment-form";
import { ClientRequestForm } from "~/forms/client-request/client-request-form";
import { ConsultationForm } from "~/forms/consultation/consultation-form";
import { ContactForm } from "~/forms/contact/contact-form";
import { ExpertApplicationForm } from "~/forms/expert-application/expert-application-form";
import { GuideForm } from "~/forms/guide/guide-form";
import { ContactPageForm } from "~/islands/contact-page-form";
import type { IslandName, IslandProps } from "~/islands/registry";

const COMPONENTS: Record<IslandName, ComponentType<never> | null> = {
  "contact-form": ContactForm,
  "contact-page-form": ContactPageForm,
  "consultation-form": ConsultationForm,
  "guide-form": GuideForm,
  "assessment-form": AssessmentForm,
  "expert-application-form": ExpertApplicationForm,
  "client-request-form": ClientRequestForm,
  "office-map": OfficeMap,
  toaster: null,
};

export function Island<Name extends IslandName>({ name, props }: { name: Name; props?: IslandProps<Name> }) {
  const Component = COMPONENTS[name];
  if (!Component) return null;
  const html = renderToStaticMarkup(createElement(Component as ComponentType<object>, props ?? {}));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own markup, rendered from its own component
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** As app/islands/island.tsx: what a page renders in place of the island. */
export function island<Name extends IslandName>(name: Name) {
  // biome-ignore lint/correctness/noComponentHookFactories: one component per island name, made once by each page module
  return function IslandPlaceholder(props: IslandProps<Name>) {
    return <Island name={name} props={props} />;
  };
}
