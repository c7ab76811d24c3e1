import { CircleCheck, Download } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Honeypot, PrivacyPolicyLink, RequiredNote, TextField } from "../shared/fields";
import { GUIDE_FAILURE } from "../shared/messages";
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  // No toast on success: the confirmation takes the form's place (GuideSent).
  const { status, honeypotProps, submit } = useLeadSubmission({
    delivery: (values: GuideValues) => guideDelivery(values, { title: guideTitle, file: guideFile }),
    failure: GUIDE_FAILURE,
    onSuccess: (values) => setSentTo(values.email.trim()),
    logName: "guide-form",
  });

  if (status === "success" && sentTo !== null)
    return <GuideSent guideTitle={guideTitle} guideFile={guideFile} email={sentTo} />;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label={`Recevoir le guide «\u00a0${guideTitle}\u00a0»`}
      className="relative"
    >
      <RequiredNote className="mb-4" />
      <Honeypot {...honeypotProps} />
      <TextField {...field("fullName")} />
      <TextField {...field("email")} label="E-mail professionnel" />
      <TextField {...field("company")} required />
      <p className="mb-4 text-sm text-ink-600">
        Nous utilisons ces informations pour vous envoyer le guide et, si vous le souhaitez, échanger sur
        votre projet. Voir notre <PrivacyPolicyLink />.
      </p>
      <SubmitButton status={status}>Recevoir le guide</SubmitButton>
    </form>
  );
}

/** What happens next, in place of the form; it takes the focus so screen readers announce it. */
function GuideSent({ guideTitle, guideFile, email }: GuideFormProps & { email: string }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      aria-labelledby={titleId}
      className="rounded-card border border-shore-600/30 bg-shore-50 p-6 focus:outline-none"
    >
      <p id={titleId} className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-shore-700" />
        Demande reçue, merci&nbsp;!
      </p>
      <p className="mt-3 text-ink-700">
        Le guide «&nbsp;{guideTitle}&nbsp;» est à vous&nbsp;: téléchargez-le ci-dessous. Notre équipe a bien
        reçu votre demande et pourra vous écrire à l’adresse{" "}
        <strong className="[overflow-wrap:anywhere]">{email}</strong> pour échanger sur votre projet.
      </p>
      <p className="mt-4">
        <a
          href={guideFile}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ink-900 px-4 py-2 font-semibold text-white hover:bg-ink-800"
        >
          <Download aria-hidden="true" className="size-5" />
          Télécharger le guide (PDF)
        </a>
      </p>
      <p className="mt-3 text-ink-700">
        Une question sur votre projet&nbsp;?{" "}
        <Link
          to="/contact"
          className="font-semibold text-ink-900 underline underline-offset-2 hover:text-accent-700"
        >
          Contactez-nous
        </Link>
        .
      </p>
    </div>
  );
}
