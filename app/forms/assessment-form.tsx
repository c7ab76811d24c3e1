import { CircleCheck, Mail, Phone } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { SmartLink } from "~/components/sections/smart-link";
import { ASSESSMENT_SUCCESS_PANEL as PANEL } from "~/content/shore-assessment";
import { TOAST_LONG_DURATION_MS } from "~/lib/toast";
import { SITE } from "~/site.config";
import { type AssessmentValues, assessmentSteps } from "./assessment";
import { deliverInSequence } from "./delivery";
import { Honeypot, TextareaField } from "./fields";
import { EmailField, FirstNameField, LastNameField, PrivacyPolicyLink } from "./lead-fields";
import { ASSESSMENT_FAILURE, ASSESSMENT_PANEL_TITLE, ASSESSMENT_SUCCESS } from "./messages";
import { SubmitButton } from "./submit-button";
import { useLeadSubmission } from "./use-lead-submission";

/**
 * The free assessment request (spec sections 3, 4, 5, 8). Unlike the spec's 1.5 s simulation, it really sends
 * (DESIGN.md, Lead delivery); once sent, the form is replaced by a confirmation panel, with no way back.
 */
export function AssessmentForm({ labelledBy }: { labelledBy?: string }) {
  const fieldId = useId();
  const { status, honeypotProps, submit } = useLeadSubmission({
    send: (lead: AssessmentValues) => deliverInSequence(assessmentSteps(lead)),
    success: ASSESSMENT_SUCCESS,
    failure: ASSESSMENT_FAILURE,
    // The confirmation panel replaces the form: its fields go with it.
    onSuccess: () => {},
    logName: "assessment-form",
    toastDuration: TOAST_LONG_DURATION_MS,
  });

  // The browser validates this form (native `required`), so it submits the values as they are. The fields
  // are uncontrolled: what a visitor types before the form's code has loaded is kept, not reset by hydration.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: keyof AssessmentValues) => String(data.get(name) ?? "");
    void submit({
      firstName: field("firstName"),
      lastName: field("lastName"),
      email: field("email"),
      specificNeed: field("specificNeed"),
    });
  }

  if (status === "success") return <AssessmentSuccessPanel />;

  const id = (name: string) => `${fieldId}-${name}`;

  return (
    <form onSubmit={onSubmit} aria-labelledby={labelledBy} className="relative">
      <Honeypot {...honeypotProps} />
      <div className="grid gap-x-5 gap-y-1 sm:grid-cols-2">
        <FirstNameField id={id("prenom")} nativeRequired name="firstName" />
        <LastNameField id={id("nom")} nativeRequired name="lastName" />
        <EmailField
          id={id("email")}
          className="sm:col-span-2"
          label="Email professionnel"
          nativeRequired
          name="email"
        />
        <TextareaField
          id={id("besoin")}
          className="sm:col-span-2"
          label="Votre projet (facultatif)"
          name="specificNeed"
          rows={5}
          placeholder="Décrivez brièvement votre projet d’externalisation et vos enjeux de conformité (RGPD, NIS2…)"
        />
      </div>
      <p className="mt-1 text-sm text-ink-600">
        En soumettant ce formulaire, vous acceptez notre <PrivacyPolicyLink />. Vos données sont traitées
        conformément au Règlement général sur la protection des données (RGPD), uniquement pour répondre à
        votre demande.
      </p>
      <SubmitButton status={status} className="mt-6">
        Demander mon évaluation gratuite
      </SubmitButton>
    </form>
  );
}

/** Replaces the form once the request is sent; its heading takes the focus so screen readers announce it. */
function AssessmentSuccessPanel() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="text-ink-900">
      <CircleCheck aria-hidden="true" className="size-12 text-shore-700" />
      <h3
        ref={heading}
        tabIndex={-1}
        className="mt-4 scroll-mt-32 text-2xl font-bold tracking-tight focus:outline-none"
      >
        {ASSESSMENT_PANEL_TITLE}
      </h3>
      <p className="mt-3 text-lead text-ink-700">{PANEL.text}</p>
      <p className="mt-8 font-semibold">{PANEL.linksTitle}</p>
      <ul className="mt-3 grid gap-2">
        {PANEL.links.map((link) => (
          <li key={link.to}>
            <SmartLink
              to={link.to}
              className="inline-flex items-center gap-1 font-semibold text-shore-700 underline-offset-4 hover:underline"
            >
              {link.label}
              <span aria-hidden="true">→</span>
            </SmartLink>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3 border-t border-ink-900/10 pt-6 sm:flex-row sm:flex-wrap sm:gap-6">
        <SmartLink
          to={PANEL.contact.to}
          className="inline-flex items-center gap-2 font-medium text-ink-900 underline-offset-4 hover:underline"
        >
          <Mail aria-hidden="true" className="size-5 text-shore-700" />
          {PANEL.contact.label}
        </SmartLink>
        <a
          href={SITE.phoneHref}
          className="inline-flex items-center gap-2 font-medium text-ink-900 underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-5 text-shore-700" />
          {/* One flex item, so the gap does not split the label from the number. */}
          <span>
            {PANEL.phoneLabel}
            {"\u00a0: "}
            <span className="whitespace-nowrap">{SITE.phone}</span>
          </span>
        </a>
      </div>
    </div>
  );
}
