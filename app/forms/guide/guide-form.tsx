import { Download } from "lucide-react";
import { Link } from "react-router";
// By its alias: it sorts and runs before ../shared, so the forms’ shared chunk keeps its name (README).
import { GUIDE_COPY as COPY } from "~/forms/guide/copy";
import { Honeypot, PrivacyPolicyLink, RequiredNote, TextField } from "../shared/fields";
import { useFormDraft } from "../shared/lead-draft";
import { LeadConfirmation, LeadFailureNotice, LeadPlace } from "../shared/lead-outcome";
import { guideSent, TOASTS } from "../shared/messages";
import { SubmitButton } from "../shared/submit-button";
import { useFields, useSchemaForm } from "../shared/use-fields";
import { useLeadSubmission } from "../shared/use-lead-submission";
import { guideDelivery } from "./payload";
import { GUIDE_DEFAULTS, GuideSchema, type GuideValues } from "./schema";

export type GuideFormProps = {
  /** The guide asked for, sent as `guide` and named in the confirmation. */
  guideTitle: string;
  /** Its PDF on this site ("/generated/….pdf"), offered for download once the request is sent. */
  guideFile: string;
};

/** Asks for a guide by e-mail, then says what happens next in place of the form. */
export function GuideForm({ guideTitle, guideFile }: GuideFormProps) {
  const form = useSchemaForm<GuideValues>(GuideSchema, GUIDE_DEFAULTS);
  const field = useFields(form);
  useFormDraft(form, "guide-form");
  // No toast on success: the confirmation takes the form's place and says it all.
  const { status, outcome, honeypotProps, submit, again } = useLeadSubmission({
    delivery: (values: GuideValues) => guideDelivery(values, { title: guideTitle, file: guideFile }),
    ...TOASTS.guide,
    onSuccess: () => form.reset(GUIDE_DEFAULTS),
    logName: "guide-form",
  });

  return (
    <LeadPlace
      outcome={outcome}
      again={again}
      confirmation={(sent, onAnother) => (
        <LeadConfirmation outcome={sent} copy={guideSent(guideTitle, sent.email)} onAnother={onAnother}>
          <GuideNext guideFile={guideFile} />
        </LeadConfirmation>
      )}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        aria-label={`${COPY.name} «\u00a0${guideTitle}\u00a0»`}
        className="relative"
      >
        <RequiredNote className="mb-4" />
        <Honeypot {...honeypotProps} />
        <TextField {...field("fullName")} />
        <TextField {...field("email")} label={COPY.email.label} />
        <TextField {...field("company")} required />
        <p className="mb-4 text-sm text-ink-600">
          {`${COPY.privacy.before} `}
          <PrivacyPolicyLink />
          {COPY.privacy.after}
        </p>
        <SubmitButton status={status}>{COPY.submit}</SubmitButton>
        <LeadFailureNotice outcome={outcome} />
      </form>
    </LeadPlace>
  );
}

/** The guide's download and a way to talk about the project, inside the confirmation. */
function GuideNext({ guideFile }: { guideFile: string }) {
  return (
    <>
      <p className="mt-4">
        <a
          href={guideFile}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ink-900 px-4 py-2 font-semibold text-white hover:bg-ink-800"
        >
          <Download aria-hidden="true" className="size-5" />
          {COPY.download}
        </a>
      </p>
      <p className="mt-3 text-ink-700">
        {COPY.question}{" "}
        <Link
          to="/contact"
          className="font-semibold text-ink-900 underline underline-offset-2 hover:text-accent-700"
        >
          {COPY.contactLink}
        </Link>
        .
      </p>
    </>
  );
}
