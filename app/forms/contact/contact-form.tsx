import { useEffect, useId, useMemo } from "react";
// By its alias: it sorts and runs before ../shared, so the forms’ shared chunk keeps its name (README).
import { CONTACT_COPY as COPY } from "~/forms/contact/copy";
import { CV_ACCEPT, CV_HINT, chosenCv } from "../shared/cv-file";
import { ConsentField, FileField, TextareaField, TextField } from "../shared/fields";
import { useFormDraft } from "../shared/lead-draft";
import { LeadForm } from "../shared/lead-form";
import { SENT_COPY, TOASTS } from "../shared/messages";
import type { ContactSource } from "../shared/templates";
import { useCvField } from "../shared/use-cv-field";
import { useFields, useSchemaForm } from "../shared/use-fields";
import { useLeadSubmission } from "../shared/use-lead-submission";
import { contactDelivery } from "./payload";
import { CONTACT_DEFAULTS, type ContactValues, contactSchemaFor } from "./schema";

export type ContactFormProps = {
  /** Sent as `form_type`: where the message comes from ("contact" on the contact page). */
  formType: ContactSource;
  /** Shown as the form's h2 and its accessible name. */
  title?: string;
  showCompany?: boolean;
  /** Implies showCompany. */
  companyRequired?: boolean;
  showCv?: boolean;
  /** Implies showCv. */
  cvRequired?: boolean;
  /** The send button's text; by default the contact file's, the spec's « Envoyer ». */
  submitLabel?: string;
  /**
   * A message to start from, e.g. about the course a visitor came from (`/contact?formation=…`). The page
   * reads it from the URL after hydration, so it is written into an empty message field, never rendered.
   */
  suggestedMessage?: string;
};

/** The shared contact form, reused wherever a page embeds it. */
export function ContactForm({
  formType,
  title,
  showCompany = false,
  companyRequired = false,
  showCv = false,
  cvRequired = false,
  submitLabel = COPY.submit,
  suggestedMessage,
}: ContactFormProps) {
  const titleId = useId();
  const schema = useMemo(
    () => contactSchemaFor({ companyRequired, cvRequired }),
    [companyRequired, cvRequired],
  );
  const form = useSchemaForm<ContactValues>(schema, CONTACT_DEFAULTS);
  const field = useFields(form);

  useEffect(() => {
    if (suggestedMessage && !form.getValues("message")) form.setValue("message", suggestedMessage);
  }, [form, suggestedMessage]);
  const cv = useCvField(form, "cv");
  useFormDraft(form, "contact-form");

  const { submit, ...submission } = useLeadSubmission({
    delivery: async (values: ContactValues) =>
      contactDelivery(values, formType, values.cv ? await chosenCv(values.cv) : undefined),
    ...TOASTS.contact,
    onSuccess: () => {
      form.reset(CONTACT_DEFAULTS);
      cv.clear();
    },
    logName: "contact-form",
  });

  return (
    <LeadForm
      submission={submission}
      sent={SENT_COPY.contact}
      onSubmit={form.handleSubmit(submit)}
      labelledBy={title ? titleId : undefined}
      label={COPY.name}
      heading={
        title && (
          <h2 id={titleId} className="text-h3 font-bold tracking-tight text-ink-900 sm:text-2xl">
            {title}
          </h2>
        )
      }
      rowGap="gap-y-2"
      noteClassName={title ? "mt-2 mb-6" : "mb-6"}
      submitLabel={submitLabel}
    >
      <TextField {...field("firstName")} />
      <TextField {...field("lastName")} />
      <TextField {...field("email")} hint={COPY.email.hint} />
      <TextField {...field("phone")} hint={COPY.phone.hint} />
      {(showCompany || companyRequired) && <TextField {...field("company")} required={companyRequired} />}
      <TextField {...field("position")} />
      <TextareaField {...field("message")} required rows={6} className="sm:col-span-2" />
      {(showCv || cvRequired) && (
        <FileField
          {...field("cv", cv.registration)}
          {...cv.picker}
          required={cvRequired}
          accept={CV_ACCEPT}
          hint={CV_HINT}
          className="sm:col-span-2"
        />
      )}
      <ConsentField {...field("consent")} label={COPY.consent} />
    </LeadForm>
  );
}
