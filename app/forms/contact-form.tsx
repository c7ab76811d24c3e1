import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { buildContactPayload, CONTACT_DEFAULTS, type ContactValues, contactSchema } from "./contact-schema";
import { CV_ACCEPT, CV_HINT, fileToBase64 } from "./cv-file";
import { deliver } from "./delivery";
import { FileField, Honeypot, RequiredNote, TextareaField, TextField } from "./fields";
import { CompanyField, ConsentField, EmailField, FirstNameField, LastNameField } from "./lead-fields";
import { CONTACT_FAILURE, CONTACT_SUCCESS } from "./messages";
import { SubmitButton } from "./submit-button";
import { useCvField } from "./use-cv-field";
import { useLeadSubmission } from "./use-lead-submission";

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
  const form = useForm<ContactValues>({
    resolver: zodResolver(schema),
    defaultValues: CONTACT_DEFAULTS,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const cvField = useCvField(form, "cv");
  const withCompany = showCompany || companyRequired;
  const withCv = showCv || cvRequired;

  const { status, honeypotProps, submit } = useLeadSubmission({
    send: async (values: ContactValues) => {
      const cv = values.cv ? { base64: await fileToBase64(values.cv), name: values.cv.name } : undefined;
      return deliver("contact", buildContactPayload(values, formType, cv));
    },
    success: CONTACT_SUCCESS,
    failure: CONTACT_FAILURE,
    onSuccess: () => {
      reset(CONTACT_DEFAULTS);
      cvField.clear();
    },
    logName: "contact-form",
  });
  const onSubmit = handleSubmit(submit);

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
        <FirstNameField id={id("prenom")} error={errors.firstName?.message} {...register("firstName")} />
        <LastNameField id={id("nom")} error={errors.lastName?.message} {...register("lastName")} />
        <EmailField
          id={id("email")}
          label="E-mail"
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
          <CompanyField
            id={id("entreprise")}
            required={companyRequired}
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
            {...cvField.inputProps}
          />
        )}
        <ConsentField id={id("rgpd")} error={errors.gdpr?.message} {...register("gdpr")}>
          J’accepte que mes données soient utilisées pour répondre à ma demande
        </ConsentField>
      </div>
      <SubmitButton status={status} className="mt-3">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
