import type { ComponentProps, ReactNode } from "react";
import { Honeypot, RequiredNote } from "./fields";
import { LeadFailureNotice } from "./lead-outcome";
import { type FormStatus, SubmitButton } from "./submit-button";
import type { LeadOutcome } from "./use-lead-submission";

type LeadFormBodyProps = {
  status: FormStatus;
  /** After a failed send, the notice under the button (LeadFailureNotice). */
  outcome: LeadOutcome | null;
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
 * required-fields note, the honeypot, the grid of fields, the submit button, and after a failed send what to
 * do next.
 */
export function LeadFormBody({
  status,
  outcome,
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
      <LeadFailureNotice outcome={outcome} />
    </>
  );
}
