import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { CheckboxField, TextField } from "./fields";

/**
 * The fields several lead forms ask for in the same words, with the same autofill hints. A form still passes
 * its own id, error and registration (or value and onChange), so each stays free to lay them out.
 */
type PresetProps = Omit<ComponentProps<typeof TextField>, "label">;

export function FirstNameField(props: PresetProps) {
  return <TextField label="Prénom" required autoComplete="given-name" {...props} />;
}

export function LastNameField(props: PresetProps) {
  return <TextField label="Nom" required autoComplete="family-name" {...props} />;
}

/** The one-field name of the shore forms, where a first/last split would only slow a lead down. */
export function FullNameField(props: PresetProps) {
  return <TextField label="Nom et prénom" required autoComplete="name" {...props} />;
}

/** The label and hint vary by form ("E-mail professionnel", the expected domain); the rest does not. */
export function EmailField(props: ComponentProps<typeof TextField>) {
  return <TextField type="email" required autoComplete="email" inputMode="email" {...props} />;
}

/** Whether the company is required depends on the form, so `required` is the caller's. */
export function CompanyField(props: PresetProps) {
  return <TextField label="Entreprise" autoComplete="organization" {...props} />;
}

/** The privacy policy link in running text (the consent checkbox's label styles its own). */
export function PrivacyPolicyLink() {
  return (
    <Link to="/politique-confidentialite" className="font-medium text-ink-900 underline underline-offset-2">
      politique de confidentialité
    </Link>
  );
}

type ConsentFieldProps = Omit<ComponentProps<typeof CheckboxField>, "label" | "required"> & {
  /** What the visitor agrees to, up to the comma: "J’accepte que … pour répondre à ma demande". */
  children: ReactNode;
};

/** The required GDPR consent, full width, ending on the privacy policy link. */
export function ConsentField({ children, ...checkbox }: ConsentFieldProps) {
  return (
    <CheckboxField
      className="sm:col-span-2"
      required
      label={
        <>
          {children}, conformément à la{" "}
          <Link to="/politique-confidentialite">politique de confidentialité</Link>.
        </>
      }
      {...checkbox}
    />
  );
}
