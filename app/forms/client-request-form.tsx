import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { SITE } from "~/site.config";
import { useBotGuard } from "./bot-guard";
import {
  CLIENT_DEFAULTS,
  ClientRequestSchema,
  type ClientRequestValues,
  clientRequestSteps,
} from "./client-request";
import { deliverInSequence } from "./delivery";
import { CheckboxField, Honeypot, RequiredNote, TextareaField, TextField } from "./fields";
import { CLIENT_FAILURE, CLIENT_SUCCESS, FORM_INCOMPLETE, OFFLINE } from "./messages";
import { failureNotice, isOffline, notifyFailure, notifySuccess } from "./notify";
import { type FormStatus, SubmitButton } from "./submit-button";

/** The client request of /lif-talent/client-entreprise (spec sections 3, 4, 5, 7, 8). */
export function ClientRequestForm({ labelledBy }: { labelledBy?: string }) {
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ClientRequestValues>({
    resolver: zodResolver(ClientRequestSchema),
    defaultValues: CLIENT_DEFAULTS,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [status, setStatus] = useState<FormStatus>("idle");
  const inFlight = useRef(false);
  const { honeypotProps, isBot } = useBotGuard();

  const onSubmit = handleSubmit(
    async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setStatus("submitting");
      try {
        // A bot sees the same success as a person, and nothing is sent.
        if (isBot()) {
          notifySuccess(CLIENT_SUCCESS);
          reset(CLIENT_DEFAULTS);
          setStatus("success");
          return;
        }
        if (isOffline()) {
          notifyFailure(OFFLINE);
          setStatus("error");
          return;
        }
        const result = await deliverInSequence(clientRequestSteps(values));
        if (result.ok) {
          notifySuccess(CLIENT_SUCCESS);
          reset(CLIENT_DEFAULTS);
          setStatus("success");
        } else {
          notifyFailure(failureNotice(result, CLIENT_FAILURE));
          setStatus("error");
        }
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
      aria-label={labelledBy ? undefined : "Demande d’expert IT"}
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
          label="E-mail professionnel"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          hint={"Format attendu\u00a0: nom@entreprise.fr"}
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
        <TextareaField
          id={id("message")}
          className="sm:col-span-2"
          label="Votre besoin"
          required
          rows={5}
          hint="Compétences recherchées, durée de la mission, date de démarrage, télétravail ou sur site."
          error={errors.message?.message}
          {...register("message")}
        />
        <CheckboxField
          id={id("rgpd")}
          className="sm:col-span-2"
          required
          label={
            <>
              J’accepte que {SITE.product} traite mes données pour répondre à ma demande ou me contacter,
              conformément à la <Link to="/politique-confidentialite">politique de confidentialité</Link>.
            </>
          }
          error={errors.rgpdConsent?.message}
          {...register("rgpdConsent")}
        />
      </div>
      <SubmitButton status={status} className="mt-3">
        Envoyer ma demande
      </SubmitButton>
    </form>
  );
}
