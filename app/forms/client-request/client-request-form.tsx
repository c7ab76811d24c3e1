import { SITE } from "~/site.config";
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
      label="Demande d’expert IT"
      rowGap="gap-y-1"
      submitLabel="Envoyer ma demande"
    >
      <TextField {...field("firstName")} />
      <TextField {...field("lastName")} />
      <TextField
        {...field("email")}
        label="E-mail professionnel"
        hint={"Format attendu\u00a0: nom@entreprise.fr"}
      />
      <TextField {...field("company")} required />
      <TextareaField
        {...field("message")}
        label="Votre besoin"
        required
        rows={5}
        hint="Compétences recherchées, durée de la mission, date de démarrage, télétravail ou sur site."
        className="sm:col-span-2"
      />
      <ConsentField
        {...field("consent")}
        label={`J’accepte que ${SITE.product} traite mes données pour répondre à ma demande ou me contacter`}
      />
    </LeadForm>
  );
}
