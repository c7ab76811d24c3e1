import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { SITE } from "~/site.config";
import { useBotGuard } from "./bot-guard";
import { CV_ACCEPT, CV_HINT, checkCvFile, fileToBase64 } from "./cv-file";
import { deliverInSequence } from "./delivery";
import {
  EXPERT_DEFAULTS,
  ExpertApplicationSchema,
  type ExpertApplicationValues,
  expertApplicationSteps,
} from "./expert-application";
import { CheckboxField, FileField, Honeypot, RequiredNote, TextareaField, TextField } from "./fields";
import { EXPERT_FAILURE, EXPERT_SUCCESS, FORM_INCOMPLETE, OFFLINE } from "./messages";
import { failureNotice, isOffline, notifyFailure, notifySuccess } from "./notify";
import { type FormStatus, SubmitButton } from "./submit-button";

/** The expert application of /lif-talent/expert-it (spec sections 3, 4, 5, 7, 8). */
export function ExpertApplicationForm({ labelledBy }: { labelledBy?: string }) {
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitted },
  } = useForm<ExpertApplicationValues>({
    resolver: zodResolver(ExpertApplicationSchema),
    defaultValues: EXPERT_DEFAULTS,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [status, setStatus] = useState<FormStatus>("idle");
  const inFlight = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { honeypotProps, isBot } = useBotGuard();

  function clearForm() {
    reset(EXPERT_DEFAULTS);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function onCvChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    // The file error is cleared on each new choice (spec section 4).
    clearErrors("cvFile");
    if (!file) {
      setValue("cvFile", null, { shouldValidate: isSubmitted });
      return;
    }
    const check = await checkCvFile(file);
    if (check.ok) {
      setValue("cvFile", file, { shouldValidate: isSubmitted });
    } else {
      // A rejected file is not kept: the input is emptied and the reason shown under it.
      input.value = "";
      setValue("cvFile", null);
      setError("cvFile", { type: "file", message: check.error });
    }
  }

  const onSubmit = handleSubmit(
    async ({ cvFile, ...values }) => {
      if (inFlight.current || !cvFile) return;
      inFlight.current = true;
      setStatus("submitting");
      try {
        // A bot sees the same success as a person, and nothing is sent.
        if (isBot()) {
          notifySuccess(EXPERT_SUCCESS);
          clearForm();
          setStatus("success");
          return;
        }
        if (isOffline()) {
          notifyFailure(OFFLINE);
          setStatus("error");
          return;
        }
        const cv = { base64: await fileToBase64(cvFile), name: cvFile.name };
        const result = await deliverInSequence(expertApplicationSteps(values, cv));
        if (result.ok) {
          notifySuccess(EXPERT_SUCCESS);
          clearForm();
          setStatus("success");
        } else {
          notifyFailure(failureNotice(result, EXPERT_FAILURE));
          setStatus("error");
        }
      } catch (error) {
        // Only reading the file can throw here (delivery never does); what was typed stays.
        console.warn("[expert-application] envoi impossible", error);
        notifyFailure(EXPERT_FAILURE);
        setStatus("error");
      } finally {
        inFlight.current = false;
      }
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
        <TextField
          id={id("prenom")}
          label="Prénom"
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <TextField
          id={id("nom")}
          label="Nom"
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register("lastName")}
        />
        <TextField
          id={id("email")}
          className="sm:col-span-2"
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
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
          name="cvFile"
          ref={fileInput}
          onChange={onCvChange}
        />
        <CheckboxField
          id={id("rgpd")}
          className="sm:col-span-2"
          required
          label={
            <>
              J’accepte que {SITE.product} traite les données de ma candidature, CV compris, pour l’étudier et
              me recontacter, conformément à la{" "}
              <Link to="/politique-confidentialite">politique de confidentialité</Link>.
            </>
          }
          error={errors.rgpdConsent?.message}
          {...register("rgpdConsent")}
        />
      </div>
      <SubmitButton status={status} className="mt-3">
        Envoyer ma candidature
      </SubmitButton>
    </form>
  );
}
