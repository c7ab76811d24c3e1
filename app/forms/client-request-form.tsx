import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { SITE } from "~/site.config";
import {
  CLIENT_DEFAULTS,
  ClientRequestSchema,
  type ClientRequestValues,
  clientRequestSteps,
} from "./client-request";
import { deliverInSequence } from "./delivery";
import { Honeypot, RequiredNote, TextareaField } from "./fields";
import { CompanyField, ConsentField, EmailField, FirstNameField, LastNameField } from "./lead-fields";
import { CLIENT_FAILURE, CLIENT_SUCCESS, FORM_INCOMPLETE } from "./messages";
import { notifyFailure } from "./notify";
import { SubmitButton } from "./submit-button";
import { useLeadSubmission } from "./use-lead-submission";

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
  const { status, honeypotProps, submit } = useLeadSubmission({
    send: (values: ClientRequestValues) => deliverInSequence(clientRequestSteps(values)),
    success: CLIENT_SUCCESS,
    failure: CLIENT_FAILURE,
    onSuccess: () => reset(CLIENT_DEFAULTS),
    logName: "client-request",
  });
  const onSubmit = handleSubmit(
    submit,
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
        <FirstNameField id={id("prenom")} error={errors.firstName?.message} {...register("firstName")} />
        <LastNameField id={id("nom")} error={errors.lastName?.message} {...register("lastName")} />
        <EmailField
          id={id("email")}
          label="E-mail professionnel"
          hint={"Format attendu\u00a0: nom@entreprise.fr"}
          error={errors.email?.message}
          {...register("email")}
        />
        <CompanyField
          id={id("entreprise")}
          required
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
        <ConsentField id={id("rgpd")} error={errors.rgpdConsent?.message} {...register("rgpdConsent")}>
          J’accepte que {SITE.product} traite mes données pour répondre à ma demande ou me contacter
        </ConsentField>
      </div>
      <SubmitButton status={status} className="mt-3">
        Envoyer ma demande
      </SubmitButton>
    </form>
  );
}
