import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { SITE } from "~/site.config";
import { CV_ACCEPT, CV_HINT, fileToBase64 } from "./cv-file";
import { deliverInSequence } from "./delivery";
import {
  EXPERT_DEFAULTS,
  ExpertApplicationSchema,
  type ExpertApplicationValues,
  expertApplicationSteps,
} from "./expert-application";
import { FileField, Honeypot, RequiredNote, TextareaField } from "./fields";
import { ConsentField, EmailField, FirstNameField, LastNameField } from "./lead-fields";
import { EXPERT_FAILURE, EXPERT_SUCCESS, FORM_INCOMPLETE } from "./messages";
import { notifyFailure } from "./notify";
import { SubmitButton } from "./submit-button";
import { useCvField } from "./use-cv-field";
import { useLeadSubmission } from "./use-lead-submission";

/** The expert application of /lif-talent/expert-it (spec sections 3, 4, 5, 7, 8). */
export function ExpertApplicationForm({ labelledBy }: { labelledBy?: string }) {
  const fieldId = useId();
  const form = useForm<ExpertApplicationValues>({
    resolver: zodResolver(ExpertApplicationSchema),
    defaultValues: EXPERT_DEFAULTS,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const cvField = useCvField(form, "cvFile");

  const { status, honeypotProps, submit } = useLeadSubmission({
    send: async ({ values, cvFile }: { values: Omit<ExpertApplicationValues, "cvFile">; cvFile: File }) => {
      const cv = { base64: await fileToBase64(cvFile), name: cvFile.name };
      return deliverInSequence(expertApplicationSteps(values, cv));
    },
    success: EXPERT_SUCCESS,
    failure: EXPERT_FAILURE,
    onSuccess: () => {
      reset(EXPERT_DEFAULTS);
      cvField.clear();
    },
    logName: "expert-application",
  });
  const onSubmit = handleSubmit(
    // The schema requires the CV; the check only narrows its type.
    async ({ cvFile, ...values }) => {
      if (cvFile) await submit({ values, cvFile });
    },
    // Spec section 5: one toast says what is missing; each field also says it below itself.
    () => notifyFailure(FORM_INCOMPLETE),
  );

  const id = (name: string) => `${fieldId}-${name}`;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : "Candidature expert IT"}
      className="relative"
    >
      <RequiredNote className="mb-6" />
      <Honeypot {...honeypotProps} />
      <div className="grid gap-x-5 gap-y-1 sm:grid-cols-2">
        <FirstNameField id={id("prenom")} error={errors.firstName?.message} {...register("firstName")} />
        <LastNameField id={id("nom")} error={errors.lastName?.message} {...register("lastName")} />
        <EmailField
          id={id("email")}
          className="sm:col-span-2"
          label="E-mail"
          hint={"Format attendu\u00a0: nom@domaine.fr"}
          error={errors.email?.message}
          {...register("email")}
        />
        <TextareaField
          id={id("message")}
          className="sm:col-span-2"
          label="Message"
          required
          rows={4}
          hint="Votre expertise, vos technologies, votre disponibilité et votre TJM."
          error={errors.message?.message}
          {...register("message")}
        />
        <FileField
          id={id("cv")}
          className="sm:col-span-2"
          label="CV"
          required
          accept={CV_ACCEPT}
          hint={CV_HINT}
          error={errors.cvFile?.message}
          {...cvField.inputProps}
        />
        <ConsentField id={id("rgpd")} error={errors.rgpdConsent?.message} {...register("rgpdConsent")}>
          J’accepte que {SITE.product} traite les données de ma candidature, CV compris, pour l’étudier et me
          recontacter
        </ConsentField>
      </div>
      <SubmitButton status={status} className="mt-3">
        Envoyer ma candidature
      </SubmitButton>
    </form>
  );
}
