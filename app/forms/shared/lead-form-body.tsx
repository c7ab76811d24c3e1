import type { ComponentProps, ReactNode } from "react";
import { Honeypot, RequiredNote } from "./fields";
import { type FormStatus, SubmitButton } from "./submit-button";

type LeadFormBodyProps = {
  status: FormStatus;
  honeypotProps: ComponentProps<typeof Honeypot>;
  /**
   * The form's fields, two by two on wide screens, the consent box last. Rendered here in their order, so
   * they register with the form in it: a failed submit focuses the first field in error.
   */
  children: ReactNode;
  submitLabel: ReactNode;
  /** Space between the rows of fields. */
  rowGap: "gap-y-1" | "gap-y-2";
  noteClassName?: string;
};

/**
 * What the contact, consultation and LIF Talent forms hold inside their <form>, around their own fields: the
 * required-fields note, the honeypot, the grid of fields, the submit button.
 */
export function LeadFormBody({
  status,
  honeypotProps,
  children,
  submitLabel,
  rowGap,
  noteClassName = "mb-6",
}: LeadFormBodyProps) {
  return (
    <>
      <RequiredNote className={noteClassName} />
      <Honeypot {...honeypotProps} />
      <div className={`grid gap-x-5 ${rowGap} sm:grid-cols-2`}>{children}</div>
      <SubmitButton status={status} className="mt-3">
        {submitLabel}
      </SubmitButton>
    </>
  );
}
