import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { deliver } from "./delivery";
import { Honeypot, RequiredNote, TextareaField, TextField } from "./fields";
import { CompanyField, ConsentField, EmailField, FullNameField } from "./lead-fields";
import { CONSULTATION_FAILURE, CONSULTATION_SUCCESS } from "./messages";
import {
  buildConsultationPayload,
  CONSULTATION_DEFAULTS,
  ConsultationSchema,
  type ConsultationValues,
} from "./shore-schemas";
import { SubmitButton } from "./submit-button";
import { useLeadSubmission } from "./use-lead-submission";

export type ConsultationFormProps = {
  /** The form's h2, one per page ('Demandez votre consultation gratuite', ...). */
  heading: string;
  /** Sent as `form_type`, so the team knows which offer the request is about. */
  formType: string;
  intro?: string;
};

/** The LIF Shore lead form embedded on the shore pages: sent for real, with the page it came from. */
export function ConsultationForm({ heading, formType, intro }: ConsultationFormProps) {
  const headingId = useId();
  const fieldId = useId();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ConsultationValues>({
    resolver: zodResolver(ConsultationSchema),
    defaultValues: CONSULTATION_DEFAULTS,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { status, honeypotProps, submit } = useLeadSubmission({
    send: (values: ConsultationValues) =>
      deliver("consultation", buildConsultationPayload(values, formType, location.pathname)),
    success: CONSULTATION_SUCCESS,
    failure: CONSULTATION_FAILURE,
    onSuccess: () => reset(CONSULTATION_DEFAULTS),
    logName: "consultation-form",
  });
  const onSubmit = handleSubmit(submit);

  const id = (name: string) => `${fieldId}-${name}`;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-8 lg:p-10"
    >
      <h2 id={headingId} className="text-h2 font-bold tracking-tight text-balance text-ink-900">
        {heading}
      </h2>
      {intro && <p className="mt-3 max-w-2xl text-ink-600">{intro}</p>}
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="relative mt-6">
        <RequiredNote className="mb-6" />
        <Honeypot {...honeypotProps} />
        <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
          <FullNameField id={id("nom")} error={errors.fullName?.message} {...register("fullName")} />
          <EmailField
            id={id("email")}
            label="E-mail professionnel"
            error={errors.email?.message}
            {...register("email")}
          />
          <CompanyField
            id={id("entreprise")}
            required
            error={errors.company?.message}
            {...register("company")}
          />
          <TextField
            id={id("telephone")}
            label="Téléphone"
            type="tel"
            autoComplete="tel"
            hint="Facultatif"
            error={errors.phone?.message}
            {...register("phone")}
          />
          <TextareaField
            id={id("besoin")}
            className="sm:col-span-2"
            label="Votre besoin"
            required
            rows={5}
            hint="Équipe recherchée, technologies, délais, contraintes de conformité…"
            error={errors.message?.message}
            {...register("message")}
          />
          <ConsentField id={id("rgpd")} error={errors.gdpr?.message} {...register("gdpr")}>
            J’accepte que LIF Group utilise ces informations pour me recontacter au sujet de ma demande
          </ConsentField>
        </div>
        <SubmitButton status={status} className="mt-3">
          Envoyer ma demande
        </SubmitButton>
      </form>
    </section>
  );
}
