import { type ChangeEvent, useEffect, useRef } from "react";
import type { FieldPathByValue, FieldValues, PathValue, UseFormReturn } from "react-hook-form";
import { checkCvFile, cvOverAttachment, exceedsAttachment } from "./cv-file";

type CvForm<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  "setValue" | "setError" | "clearErrors" | "formState" | "watch" | "getValues"
>;

/**
 * The CV file input of the contact and expert forms: each choice is checked (cv-file.ts) before the form
 * keeps it. The file lives outside react-hook-form's registration: `registration` wires the input (pass it
 * to `field("cv", …)`, with `picker` for FileField), and `clear()` empties it on reset. A file chosen before the
 * form hydrated (docs/decisions/027) is still in the input, which neither React nor react-hook-form empties:
 * once hydrated, the form checks and keeps it as if it had just been chosen.
 */
export function useCvField<Values extends FieldValues, Name extends FieldPathByValue<Values, File | null>>(
  form: CvForm<Values>,
  name: Name,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Read while rendering, as a destructured formState would be, so react-hook-form keeps it up to date.
  const { isSubmitted } = form.formState;
  // FieldPathByValue guarantees this field holds `File | null`; TypeScript cannot see it through the generic.
  const keep = (file: File | null, options?: { shouldValidate: boolean }) =>
    form.setValue(name, file as PathValue<Values, Name>, options);

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0] ?? null;
    // Each new choice clears the previous file's error.
    form.clearErrors(name);
    if (!file) {
      keep(null, { shouldValidate: isSubmitted });
      return;
    }
    const check = await checkCvFile(file);
    if (check.ok) {
      // Validated whatever the form's state: a send pressed while the file was being checked reported « no CV »
      // (the `isSubmitted` this call read was the one before that send), and the error stayed on a good file.
      keep(file, { shouldValidate: true });
    } else {
      // A rejected file is not kept: the input is emptied and the reason shown under it.
      input.value = "";
      keep(null);
      form.setError(name, { type: "file", message: check.error });
    }
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => choose(event.currentTarget);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form has hydrated; later choices come through onChange
  useEffect(() => {
    const input = inputRef.current;
    if (input?.files?.[0] && form.getValues(name) === null) void choose(input);
  }, []);

  function clear() {
    if (inputRef.current) inputRef.current.value = "";
  }

  /** The picker's « Retirer »: no file any more, the input emptied, focus back on it. */
  function remove() {
    clear();
    form.clearErrors(name);
    keep(null, { shouldValidate: isSubmitted });
    inputRef.current?.focus();
  }

  const file = form.watch(name) as File | null;
  const note = file && exceedsAttachment(file) ? cvOverAttachment() : undefined;
  return { registration: { name, ref: inputRef, onChange }, picker: { file, onRemove: remove, note }, clear };
}
