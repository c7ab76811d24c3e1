import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { useBotGuard } from "./bot-guard";
import { deliver } from "./delivery";
import { CheckboxField, Honeypot, RequiredNote, TextareaField, TextField } from "./fields";
import { CONSULTATION_FAILURE, CONSULTATION_SUCCESS, OFFLINE } from "./messages";
import { failureNotice, isOffline, notifyFailure, notifySuccess } from "./notify";
import {
  buildConsultationPayload,
  CONSULTATION_DEFAULTS,
  ConsultationSchema,
  type ConsultationValues,
} from "./shore-schemas";
import { type FormStatus, SubmitButton } from "./submit-button";

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
  const [status, setStatus] = useState<FormStatus>("idle");
  const inFlight = useRef(false);
  const { honeypotProps, isBot } = useBotGuard();

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus("submitting");
    try {
      if (isBot()) {
        notifySuccess(CONSULTATION_SUCCESS);
        reset(CONSULTATION_DEFAULTS);
        setStatus("success");
        return;
      }
      if (isOffline()) {
        notifyFailure(OFFLINE);
        setStatus("error");
        return;
      }
      const result = await deliver(
        "consultation",
        buildConsultationPayload(values, formType, location.pathname),
      );
      if (result.ok) {
        notifySuccess(CONSULTATION_SUCCESS);
        reset(CONSULTATION_DEFAULTS);
        setStatus("success");
      } else {
        notifyFailure(failureNotice(result, CONSULTATION_FAILURE));
        setStatus("error");
      }
    } finally {
      inFlight.current = false;
    }
  });

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
          <TextField
            id={id("nom")}
            label="Nom et prénom"
            required
            autoComplete="name"
            error={errors.fullName?.message}
            {...register("fullName")}
          />
          <TextField
            id={id("email")}
            label="E-mail professionnel"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <TextField
            id={id("entreprise")}
            label="Entreprise"
            required
            autoComplete="organization"
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
          <CheckboxField
            id={id("rgpd")}
            className="sm:col-span-2"
            required
            label={
              <>
                J’accepte que LIF Group utilise ces informations pour me recontacter au sujet de ma demande,
                conformément à la <Link to="/politique-confidentialite">politique de confidentialité</Link>.
              </>
            }
            error={errors.gdpr?.message}
            {...register("gdpr")}
          />
        </div>
        <SubmitButton status={status} className="mt-3">
          Envoyer ma demande
        </SubmitButton>
      </form>
    </section>
  );
}
