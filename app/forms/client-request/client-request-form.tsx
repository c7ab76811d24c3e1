// By its alias: it sorts and runs before ../shared, so the forms’ shared chunk keeps its name (README).
import { CLIENT_REQUEST_COPY as COPY } from "~/forms/client-request/copy";
import { ConsentField, TextareaField, TextField } from "../shared/fields";
import { useFormDraft } from "../shared/lead-draft";
import { LeadForm } from "../shared/lead-form";
import { FORM_INCOMPLETE, SENT_COPY, TOASTS } from "../shared/messages";
import { notifyFailure } from "../shared/notify";
import { useFields, useSchemaForm } from "../shared/use-fields";
import { useLeadSubmission } from "../shared/use-lead-submission";
import { clientRequestDelivery } from "./payload";
import { CLIENT_REQUEST_DEFAULTS, ClientRequestSchema, type ClientRequestValues } from "./schema";

/** The client request of /lif-talent/client-entreprise: the team gets it, then the company a confirmation. */
export function ClientRequestForm({ labelledBy }: { labelledBy?: string }) {
  const form = useSchemaForm<ClientRequestValues>(ClientRequestSchema, CLIENT_REQUEST_DEFAULTS);
  const field = useFields(form);
  useFormDraft(form, "client-request");
  const { submit, ...submission } = useLeadSubmission({
    delivery: clientRequestDelivery,
    ...TOASTS.client,
    onSuccess: () => form.reset(CLIENT_REQUEST_DEFAULTS),
    logName: "client-request",
  });
  // One toast says what is missing; each field also says it below itself.
  const onSubmit = form.handleSubmit(submit, () => notifyFailure(FORM_INCOMPLETE));

  return (
    <LeadForm
      submission={submission}
      sent={SENT_COPY.client}
      confirmationEmail
      onSubmit={onSubmit}
      labelledBy={labelledBy}
      label={COPY.name}
      rowGap="gap-y-1"
      submitLabel={COPY.submit}
    >
      <TextField {...field("firstName")} />
      <TextField {...field("lastName")} />
      <TextField {...field("email")} label={COPY.email.label} hint={COPY.email.hint} />
      <TextField {...field("company")} required />
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
  );
}
