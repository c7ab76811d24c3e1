import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";

/**
 * A form is prerendered whole and hydrates later, when it nears the screen or is first touched
 * (docs/decisions/027): a visitor may type, tick a box or let the browser autofill before its code has run.
 * React keeps a control's value when it hydrates; react-hook-form, when the control registers, writes the
 * form's default value into it unless it decides otherwise (react-hook-form 7.92 keeps an edited control, a
 * rule its documentation does not state). So the form does not rely on either: each control's own value is
 * read just before it registers and handed back to the form just after, in the same call, where no keystroke
 * can fall between the two. The draft and a suggested message then fill only the fields still empty
 * (lead-draft.ts, contact-form.tsx).
 */

/**
 * What a visitor put into `control` that its markup did not hold (typed, ticked, autofilled, or restored by the
 * browser on a reload), or undefined. A control React renders in the browser starts at its markup's default, so
 * this only ever finds something in a prerendered control.
 */
export function valueBeforeHydration(control: Element): string | boolean | undefined {
  if (control instanceof HTMLInputElement && control.type === "checkbox")
    return control.checked !== control.defaultChecked ? control.checked : undefined;
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
    return control.value !== control.defaultValue ? control.value : undefined;
  return undefined;
}

type TypedForm<Values extends FieldValues> = Pick<UseFormReturn<Values>, "getValues" | "setValue">;

/** The controls already registered once: a registration's ref is called again on every render. */
const registered = new WeakSet<Element>();

/**
 * `registration` (react-hook-form's `register(name)`), whose ref first reads what the control holds, lets
 * react-hook-form register it, then gives the form that value back if the form does not hold it (the control
 * shows it again too). Only a control's first registration reads it.
 */
export function keepingTyped<Values extends FieldValues, Name extends Path<Values>>(
  form: TypedForm<Values>,
  name: Name,
  registration: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    ref: (control: Element | null) => {
      const first = control !== null && !registered.has(control);
      const typed = first ? valueBeforeHydration(control) : undefined;
      registration.ref(control);
      if (!first) return;
      registered.add(control);
      if (typed !== undefined && form.getValues(name) !== typed)
        form.setValue(name, typed as PathValue<Values, Name>);
    },
  };
}
