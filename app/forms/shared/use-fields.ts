import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type * as z from "zod/mini";
import { MESSAGES_COPY } from "./messages-file";
import { keepingTyped } from "./typed-before-hydration";

/** The fields' usual labels, from content/formulaires/messages.json (./messages-file.ts). */
const { labels } = MESSAGES_COPY;

/**
 * The fields every form names the same way, with their usual label, autofill hints and whether they are
 * always required. A form sets what differs (another label, a hint, `required` on a field only some forms
 * require) as attributes after the spread: `<TextField {...field("email")} label="E-mail professionnel" />`.
 */
export const FIELDS = {
  firstName: { label: labels.firstName, required: true, autoComplete: "given-name" },
  lastName: { label: labels.lastName, required: true, autoComplete: "family-name" },
  fullName: { label: labels.fullName, required: true, autoComplete: "name" },
  email: { label: labels.email, required: true, type: "email", autoComplete: "email", inputMode: "email" },
  phone: { label: labels.phone, type: "tel", autoComplete: "tel" },
  company: { label: labels.company, autoComplete: "organization" },
  position: { label: labels.position, autoComplete: "organization-title" },
  message: { label: labels.message },
  cv: { label: labels.cv },
  /** Its label is what the visitor agrees to, which each form words (ConsentField). */
  consent: { required: true },
} as const;

export type FieldName = keyof typeof FIELDS;

type Form<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  "register" | "formState" | "getValues" | "setValue"
>;

/** What a control needs to be wired to a form: react-hook-form's registration, or a custom one (the CV). */
type Registration = { name: string };

/**
 * The one way a form binds a field: `field(name)` gives the props a field component takes (its id, label
 * and autofill hints, its error, its registration), so a form's JSX only says what is its own.
 * With a react-hook-form `form`, errors come from its state and the control is registered; without one (a
 * form the browser validates natively), the control gets its `name` and the native `required` attribute.
 * A control that registers itself (the CV input, checked before the form keeps it) passes its registration.
 * A registered control keeps what the visitor put into it before the form hydrated (typed-before-hydration.ts).
 */
export function useFields<Values extends FieldValues = Record<FieldName, unknown>>(form?: Form<Values>) {
  const base = useId();
  // Read while rendering, so react-hook-form re-renders the form when an error appears or clears.
  const errors = form?.formState.errors;

  return function field<
    Name extends FieldName & Path<Values>,
    Own extends Registration = UseFormRegisterReturn<Name>,
  >(name: Name, registration?: Own) {
    const preset: (typeof FIELDS)[Name] = FIELDS[name];
    const required = "required" in preset ? preset.required : undefined;
    const error = (get(errors, name) as { message?: string } | undefined)?.message;
    const bound = registration ?? ((form ? keepingTyped(form, name, form.register(name)) : { name }) as Own);
    return {
      ...preset,
      id: `${base}-${name}`,
      error,
      ...(form ? {} : { nativeRequired: required }),
      ...bound,
    };
  };
}

/** Every react-hook-form form validates on submit, then, after a failed submit, as the visitor types. */
export const VALIDATION_MODE = { mode: "onSubmit", reValidateMode: "onChange" } as const;

/** The one way a form sets up react-hook-form: checked by its zod schema, from its empty values. */
export function useSchemaForm<Values extends FieldValues>(
  schema: z.ZodMiniType<Values, Values>,
  defaultValues: Values,
) {
  return useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Values>,
    ...VALIDATION_MODE,
  });
}
