import { SITE } from "~/site.config";
import { ConsentField, TextareaField, TextField } from "../shared/fields";
import { useFormDraft } from "../shared/lead-draft";
import { LeadFormBody } from "../shared/lead-form-body";
import { LeadConfirmation, LeadPlace } from "../shared/lead-outcome";
import { CLIENT_FAILURE, CLIENT_SENT, CLIENT_SUCCESS, FORM_INCOMPLETE } from "../shared/messages";
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
  const { status, outcome, honeypotProps, submit, again } = useLeadSubmission({
    delivery: clientRequestDelivery,
    success: CLIENT_SUCCESS,
    failure: CLIENT_FAILURE,
    onSuccess: () => form.reset(CLIENT_REQUEST_DEFAULTS),
    logName: "client-request",
  });
  // One toast says what is missing; each field also says it below itself.
  const onSubmit = form.handleSubmit(submit, () => notifyFailure(FORM_INCOMPLETE));

  return (
    <LeadPlace
      outcome={outcome}
      again={again}
      confirmation={(onAnother) =>
        outcome?.kind === "sent" && (
          <LeadConfirmation outcome={outcome} copy={CLIENT_SENT} confirmationEmail onAnother={onAnother} />
        )
      }
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : "Demande d’expert IT"}
        className="relative"
      >
        <LeadFormBody
          status={status}
          outcome={outcome}
          honeypotProps={honeypotProps}
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
        </LeadFormBody>
      </form>
    </LeadPlace>
  );
}
