import { Mail, Phone } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { SmartLink } from "~/components/sections/smart-link";
import type { LinkData } from "~/components/sections/types";
// By its alias: it sorts and runs before ../shared, so the forms’ shared chunk keeps its name (README).
import { ASSESSMENT_COPY as COPY } from "~/forms/assessment/copy";
import { SITE_CONTACT } from "~/forms/shared/site-contact";
import { TOAST_LONG_DURATION_MS } from "~/lib/toast";
import { Honeypot, PrivacyPolicyLink, TextareaField, TextField } from "../shared/fields";
import { draftKey, readDomDraft, restoreDomDraft, saveDraft } from "../shared/lead-draft";
import { LeadConfirmation, LeadFailureNotice, LeadPlace } from "../shared/lead-outcome";
import { assessmentSent, TOASTS } from "../shared/messages";
import { MESSAGE_MAX, MESSAGES } from "../shared/rules";
import { SubmitButton } from "../shared/submit-button";
import { useFields } from "../shared/use-fields";
import { useLeadSubmission } from "../shared/use-lead-submission";
import { assessmentDelivery } from "./payload";
import { type AssessmentValues, readAssessment } from "./schema";

/** The French words for what the browser refuses in this form. */
const NATIVE_MESSAGES = {
  firstName: MESSAGES.firstName,
  lastName: MESSAGES.lastName,
  email: MESSAGES.email,
} as const;

/**
 * The free assessment request. It really sends (where the spec only simulates a send); once sent, the form is
 * replaced by a confirmation panel, with no way back.
 */
/** The copy of the panel that replaces the form once the request is sent (the page's content). */
export type AssessmentPanel = {
  text: string;
  linksTitle: string;
  links: readonly LinkData[];
  contact: LinkData;
  phoneLabel: string;
};

export function AssessmentForm({ labelledBy, panel }: { labelledBy?: string; panel: AssessmentPanel }) {
  // No react-hook-form: the browser validates this form, and its fields stay uncontrolled, so what a visitor
  // types before the form's code has loaded is kept, not reset by hydration.
  const field = useFields();
  const formRef = useRef<HTMLFormElement>(null);
  const { status, outcome, honeypotProps, submit, again } = useLeadSubmission({
    delivery: assessmentDelivery,
    ...TOASTS.assessment,
    // The confirmation replaces the form: its uncontrolled fields go with it, and come back empty.
    onSuccess: () => {},
    logName: "assessment-form",
    toastDuration: TOAST_LONG_DURATION_MS,
  });
  // The draft: restored into the fields still empty (what was typed before hydration stays), kept as typed.
  const sent = outcome?.kind === "sent";
  useEffect(() => {
    if (!sent && formRef.current) restoreDomDraft(formRef.current, draftKey("assessment-form"));
  }, [sent]);

  // The browser checks the required fields and the e-mail; its own bubble speaks the browser's language and
  // sits outside the page, so each refusal is shown instead in the field's French error slot.
  const [errors, setErrors] = useState<Partial<Record<keyof AssessmentValues, string>>>({});
  const showError = (name: keyof AssessmentValues, message: string | undefined) =>
    setErrors((current) => ({ ...current, [name]: message }));

  function onInvalid(event: FormEvent<HTMLFormElement>) {
    const control = event.target as HTMLInputElement;
    const name = control.name as keyof AssessmentValues;
    if (!(name in NATIVE_MESSAGES)) return;
    event.preventDefault();
    showError(name, NATIVE_MESSAGES[name as keyof typeof NATIVE_MESSAGES]);
    if (!control.form?.querySelector("[aria-invalid='true']")) control.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readAssessment(new FormData(event.currentTarget));
    if (values.message.length > MESSAGE_MAX) {
      showError("message", MESSAGES.messageTooLong);
      event.currentTarget.querySelector<HTMLTextAreaElement>("textarea[name='message']")?.focus();
      return;
    }
    setErrors({});
    void submit(values);
  }

  // A corrected field loses its error as the visitor types; the draft follows.
  const clearOnInput = (event: FormEvent<HTMLFormElement>) => {
    saveDraft(draftKey("assessment-form"), readDomDraft(event.currentTarget));
    const name = (event.target as HTMLInputElement).name as keyof AssessmentValues;
    if (errors[name]) showError(name, undefined);
  };

  return (
    <LeadPlace
      outcome={outcome}
      again={again}
      confirmation={(sent, onAnother) => (
        <LeadConfirmation
          outcome={sent}
          headingLevel={3}
          copy={assessmentSent(panel.text)}
          onAnother={onAnother}
        >
          <AssessmentNext panel={panel} />
        </LeadConfirmation>
      )}
    >
      <form
        ref={formRef}
        onSubmit={onSubmit}
        onInvalidCapture={onInvalid}
        onInput={clearOnInput}
        aria-labelledby={labelledBy}
        className="relative"
      >
        <Honeypot {...honeypotProps} />
        <div className="grid gap-x-5 gap-y-1 sm:grid-cols-2">
          <TextField {...field("firstName")} error={errors.firstName} label={COPY.firstName.label} />
          <TextField {...field("lastName")} error={errors.lastName} label={COPY.lastName.label} />
          <TextField
            {...field("email")}
            error={errors.email}
            label={COPY.email.label}
            className="sm:col-span-2"
          />
          <TextareaField
            {...field("message")}
            error={errors.message}
            label={COPY.message.label}
            rows={5}
            placeholder={COPY.message.placeholder}
            className="sm:col-span-2"
          />
        </div>
        <p className="mt-1 text-sm text-ink-600">
          {`${COPY.privacy.before} `}
          <PrivacyPolicyLink />
          {COPY.privacy.after}
        </p>
        <SubmitButton status={status} className="mt-6">
          {COPY.submit}
        </SubmitButton>
        <LeadFailureNotice outcome={outcome} />
      </form>
    </LeadPlace>
  );
}

/** Where to go next, inside the confirmation: the page's links, the contact page and the phone. */
function AssessmentNext({ panel: PANEL }: { panel: AssessmentPanel }) {
  return (
    <>
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
          href={SITE_CONTACT.phoneHref}
          className="inline-flex items-center gap-2 font-medium text-ink-900 underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-5 text-shore-700" />
          {/* One flex item, so the gap does not split the label from the number. */}
          <span>
            {PANEL.phoneLabel}
            {"\u00a0: "}
            <span className="whitespace-nowrap">{SITE_CONTACT.phone}</span>
          </span>
        </a>
      </div>
    </>
  );
}
