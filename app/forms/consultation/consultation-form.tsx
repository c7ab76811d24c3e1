import { useId } from "react";
import { useLocation } from "react-router";
// By its alias: it sorts and runs before ../shared, so the forms’ shared chunk keeps its name (README).
import { CONSULTATION_COPY as COPY } from "~/forms/consultation/copy";
import { ConsentField, TextareaField, TextField } from "../shared/fields";
import { useFormDraft } from "../shared/lead-draft";
import { LeadForm } from "../shared/lead-form";
import { SENT_COPY, TOASTS } from "../shared/messages";
import type { ConsultationSource } from "../shared/templates";
import { useFields, useSchemaForm } from "../shared/use-fields";
import { useLeadSubmission } from "../shared/use-lead-submission";
import { consultationDelivery } from "./payload";
import { CONSULTATION_DEFAULTS, ConsultationSchema, type ConsultationValues } from "./schema";

export type ConsultationFormProps = {
  /** The form's h2, one per page ('Demandez votre consultation gratuite', ...). */
  heading: string;
  /** Sent as `form_type`, so the team knows which offer the request is about. */
  formType: ConsultationSource;
  intro?: string;
};

/** The LIF Shore lead form embedded on the shore pages: sent for real, with the page it came from. */
export function ConsultationForm({ heading, formType, intro }: ConsultationFormProps) {
  const headingId = useId();
  const location = useLocation();
  const form = useSchemaForm<ConsultationValues>(ConsultationSchema, CONSULTATION_DEFAULTS);
  const field = useFields(form);
  useFormDraft(form, "consultation-form");
  const { submit, ...submission } = useLeadSubmission({
    delivery: (values: ConsultationValues) => consultationDelivery(values, formType, location.pathname),
    ...TOASTS.consultation,
    onSuccess: () => form.reset(CONSULTATION_DEFAULTS),
    logName: "consultation-form",
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-8 lg:p-10"
    >
      <h2 id={headingId} className="text-h2 font-bold tracking-tight text-balance text-ink-900">
        {heading}
      </h2>
      {intro && <p className="mt-3 max-w-2xl text-ink-600">{intro}</p>}
      <LeadForm
        submission={submission}
        sent={SENT_COPY.consultation}
        onSubmit={form.handleSubmit(submit)}
        labelledBy={headingId}
        rowGap="gap-y-2"
        submitLabel={COPY.submit}
        className="mt-6"
      >
        <TextField {...field("fullName")} />
        <TextField {...field("email")} label={COPY.email.label} />
        <TextField {...field("company")} required />
        <TextField {...field("phone")} hint={COPY.phone.hint} />
        <TextareaField
          {...field("message")}
          label={COPY.message.label}
          required
          rows={5}
          hint={COPY.message.hint}
          className="sm:col-span-2"
        />
        <ConsentField {...field("consent")} label={COPY.consent} />
      </LeadForm>
    </section>
  );
}
