import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { loadToastsOnFirstFormFocus } from "~/lib/toast";

/**
 * The forms as pages import them. Their code (react-hook-form, zod, EmailJS) is a chunk of its own that loads
 * after the page instead of being preloaded with it: the prerendered HTML already holds the whole form
 * (app/entry.server.tsx waits for it), and React hydrates it once the chunk arrives. Until then the submit
 * button stays disabled (SubmitButton), so nothing can be sent half-wired; with JavaScript off it gives way
 * to the contact e-mail and phone.
 */
function lazyForm<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Chunk = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per form at module level, never in render
  return function LazyForm(props: Props) {
    useEffect(loadToastsOnFirstFormFocus, []);
    return (
      <Suspense fallback={null}>
        <Chunk {...props} />
      </Suspense>
    );
  };
}

export const ContactForm = lazyForm(() =>
  import("./contact/contact-form").then((module) => module.ContactForm),
);
export const ConsultationForm = lazyForm(() =>
  import("./consultation/consultation-form").then((module) => module.ConsultationForm),
);
export const GuideForm = lazyForm(() => import("./guide/guide-form").then((module) => module.GuideForm));
export const AssessmentForm = lazyForm(() =>
  import("./assessment/assessment-form").then((module) => module.AssessmentForm),
);
export const ExpertApplicationForm = lazyForm(() =>
  import("./expert-application/expert-application-form").then((module) => module.ExpertApplicationForm),
);
export const ClientRequestForm = lazyForm(() =>
  import("./client-request/client-request-form").then((module) => module.ClientRequestForm),
);
