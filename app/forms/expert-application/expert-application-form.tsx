// By its alias: it sorts and runs before ../shared, so the forms’ shared chunk keeps its name (README).
import { EXPERT_APPLICATION_COPY as COPY } from "~/forms/expert-application/copy";
import { CV_ACCEPT, CV_HINT, chosenCv } from "../shared/cv-file";
import { ConsentField, FileField, TextareaField, TextField } from "../shared/fields";
import { useFormDraft } from "../shared/lead-draft";
import { LeadForm } from "../shared/lead-form";
import { FORM_INCOMPLETE, SENT_COPY, TOASTS } from "../shared/messages";
import { notifyFailure } from "../shared/notify";
import { useCvField } from "../shared/use-cv-field";
import { useFields, useSchemaForm } from "../shared/use-fields";
import { useLeadSubmission } from "../shared/use-lead-submission";
import { expertApplicationDelivery } from "./payload";
import { EXPERT_APPLICATION_DEFAULTS, ExpertApplicationSchema, type ExpertApplicationValues } from "./schema";

/** The expert application of /lif-talent/expert-it: the team gets it with the CV, then the expert a confirmation. */
export function ExpertApplicationForm({ labelledBy }: { labelledBy?: string }) {
  const form = useSchemaForm<ExpertApplicationValues>(ExpertApplicationSchema, EXPERT_APPLICATION_DEFAULTS);
  const field = useFields(form);
  const cv = useCvField(form, "cv");
  useFormDraft(form, "expert-application");

  const { submit, ...submission } = useLeadSubmission({
    delivery: async ({ cv: file, ...values }: ExpertApplicationValues) => {
      // The schema requires the CV: a submission only gets here with one.
      if (!file) throw new Error("CV absent");
      return expertApplicationDelivery(values, await chosenCv(file));
    },
    ...TOASTS.expert,
    onSuccess: () => {
      form.reset(EXPERT_APPLICATION_DEFAULTS);
      cv.clear();
    },
    logName: "expert-application",
  });
  // One toast says what is missing; each field also says it below itself.
  const onSubmit = form.handleSubmit(submit, () => notifyFailure(FORM_INCOMPLETE));

  return (
    <LeadForm
      submission={submission}
      sent={SENT_COPY.expert}
      confirmationEmail
      onSubmit={onSubmit}
      labelledBy={labelledBy}
      label={COPY.name}
      rowGap="gap-y-1"
      submitLabel={COPY.submit}
    >
      <TextField {...field("firstName")} />
      <TextField {...field("lastName")} />
      <TextField {...field("email")} hint={COPY.email.hint} className="sm:col-span-2" />
      <TextareaField
        {...field("message")}
        required
        rows={4}
        hint={COPY.message.hint}
        className="sm:col-span-2"
      />
      <FileField
        {...field("cv", cv.registration)}
        {...cv.picker}
        required
        accept={CV_ACCEPT}
        hint={CV_HINT}
        className="sm:col-span-2"
      />
      <ConsentField {...field("consent")} label={COPY.consent} />
    </LeadForm>
  );
}
