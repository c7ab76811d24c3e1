import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangeEvent, useId, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { useBotGuard } from "./bot-guard";
import { buildContactPayload, CONTACT_DEFAULTS, type ContactValues, contactSchema } from "./contact-schema";
import { CV_ACCEPT, CV_HINT, checkCvFile, fileToBase64 } from "./cv-file";
import { deliver } from "./delivery";
import { CheckboxField, FileField, Honeypot, RequiredNote, TextareaField, TextField } from "./fields";
import { CONTACT_FAILURE, CONTACT_SUCCESS, OFFLINE } from "./messages";
import { failureNotice, isOffline, notifyFailure, notifySuccess } from "./notify";
import { type FormStatus, SubmitButton } from "./submit-button";

export type ContactFormProps = {
  /** Sent as `form_type`: where the message comes from ("contact" on the contact page). */
  formType: string;
  /** Shown as the form's h2 and its accessible name. */
  title?: string;
  showCompany?: boolean;
  /** Implies showCompany. */
  companyRequired?: boolean;
  showCv?: boolean;
  /** Implies showCv. */
  cvRequired?: boolean;
  submitLabel?: string;
};

/** The shared contact form (spec sections 3, 4, 5, 7, 8), reused wherever a page embeds it. */
export function ContactForm({
  formType,
  title,
  showCompany = false,
  companyRequired = false,
  showCv = false,
  cvRequired = false,
  submitLabel = "Envoyer",
}: ContactFormProps) {
  const titleId = useId();
  const fieldId = useId();
  const schema = useMemo(() => contactSchema({ companyRequired, cvRequired }), [companyRequired, cvRequired]);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitted },
  } = useForm<ContactValues>({
    resolver: zodResolver(schema),
    defaultValues: CONTACT_DEFAULTS,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [status, setStatus] = useState<FormStatus>("idle");
  const inFlight = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { honeypotProps, isBot } = useBotGuard();
  const withCompany = showCompany || companyRequired;
  const withCv = showCv || cvRequired;

  function clearForm() {
    reset(CONTACT_DEFAULTS);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function onCvChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    clearErrors("cv");
    if (!file) {
      setValue("cv", null, { shouldValidate: isSubmitted });
      return;
    }
    const check = await checkCvFile(file);
    if (check.ok) {
      setValue("cv", file, { shouldValidate: isSubmitted });
    } else {
      // A rejected file is not kept: the input is emptied and the reason shown under it.
      input.value = "";
      setValue("cv", null);
      setError("cv", { type: "file", message: check.error });
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus("submitting");
    try {
      // A bot sees the same success as a person, and nothing is sent.
      if (isBot()) {
        notifySuccess(CONTACT_SUCCESS);
        clearForm();
        setStatus("success");
        return;
      }
      if (isOffline()) {
        notifyFailure(OFFLINE);
        setStatus("error");
        return;
      }
      const cv = values.cv ? { base64: await fileToBase64(values.cv), name: values.cv.name } : undefined;
      const result = await deliver("contact", buildContactPayload(values, formType, cv));
      if (result.ok) {
        notifySuccess(CONTACT_SUCCESS);
        clearForm();
        setStatus("success");
      } else {
        notifyFailure(failureNotice(result, CONTACT_FAILURE));
        setStatus("error");
      }
    } catch (error) {
      // Only reading the file can throw here (deliver never does); what was typed stays.
      console.warn("[contact-form] envoi impossible", error);
      notifyFailure(CONTACT_FAILURE);
      setStatus("error");
    } finally {
      inFlight.current = false;
    }
  });

  const id = (name: string) => `${fieldId}-${name}`;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : "Formulaire de contact"}
      className="relative"
    >
      {title && (
        <h2 id={titleId} className="text-h3 font-bold tracking-tight text-ink-900 sm:text-2xl">
          {title}
        </h2>
      )}
      <RequiredNote className={title ? "mt-2 mb-6" : "mb-6"} />
      <Honeypot {...honeypotProps} />
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
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
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          hint={"Format attendu\u00a0: nom@domaine.fr"}
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          id={id("telephone")}
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          hint="Facultatif, par exemple 06 12 34 56 78"
          error={errors.phone?.message}
          {...register("phone")}
        />
        {withCompany && (
          <TextField
            id={id("entreprise")}
            label="Entreprise"
            required={companyRequired}
            autoComplete="organization"
            error={errors.company?.message}
            {...register("company")}
          />
        )}
        <TextField
          id={id("fonction")}
          label="Fonction"
          autoComplete="organization-title"
          error={errors.position?.message}
          {...register("position")}
        />
        <TextareaField
          id={id("message")}
          className="sm:col-span-2"
          label="Message"
          required
          rows={6}
          error={errors.message?.message}
          {...register("message")}
        />
        {withCv && (
          <FileField
            id={id("cv")}
            className="sm:col-span-2"
            label="CV"
            required={cvRequired}
            accept={CV_ACCEPT}
            hint={CV_HINT}
            error={errors.cv?.message}
            name="cv"
            ref={fileInput}
            onChange={onCvChange}
          />
        )}
        <CheckboxField
          id={id("rgpd")}
          className="sm:col-span-2"
          required
          label={
            <>
              J’accepte que mes données soient utilisées pour répondre à ma demande, conformément à la{" "}
              <Link to="/politique-confidentialite">politique de confidentialité</Link>.
            </>
          }
          error={errors.gdpr?.message}
          {...register("gdpr")}
        />
      </div>
      <SubmitButton status={status} className="mt-3">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
