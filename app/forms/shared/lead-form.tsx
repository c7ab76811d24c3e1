import type { FormEventHandler, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { LeadFormBody } from "./lead-form-body";
import { LeadConfirmation, LeadPlace } from "./lead-outcome";
import type { SentCopy } from "./messages";
import type { LeadSubmission } from "./use-lead-submission";

type LeadFormProps = {
  /** The form's submission (useLeadSubmission): its state, outcome, bot guard and way back. */
  submission: LeadSubmission;
  /** The confirmation's words once the lead is sent. */
  sent: SentCopy;
  /** True when the visitor also gets a confirmation e-mail (where a CV left out is to be sent). */
  confirmationEmail?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name: the id of the heading that names it, or else this label. */
  labelledBy?: string | undefined;
  label?: string;
  submitLabel: string;
  /** Space between the rows of fields. */
  rowGap: "gap-y-1" | "gap-y-2";
  /** Space from what is above: the form's, then its confirmation's. */
  className?: string;
  /** A heading inside the form, above the required-fields note. */
  heading?: ReactNode;
  noteClassName?: string;
  /** The form's own fields, the consent box last (LeadFormBody). */
  children: ReactNode;
};

/**
 * A lead form with its place: the form (required-fields note, honeypot, fields, send button, and after a failed
 * send what to do next), or once the lead is sent, its confirmation, focused, with « send another ». The
 * contact, LIF Talent and consultation forms differ only in their words and fields.
 */
export function LeadForm({
  submission: { status, outcome, honeypotProps, again },
  sent,
  confirmationEmail = false,
  onSubmit,
  labelledBy,
  label,
  submitLabel,
  rowGap,
  className,
  heading,
  noteClassName,
  children,
}: LeadFormProps) {
  return (
    <LeadPlace
      outcome={outcome}
      again={again}
      confirmation={(lead, onAnother) => (
        <LeadConfirmation
          outcome={lead}
          copy={sent}
          confirmationEmail={confirmationEmail}
          onAnother={onAnother}
          className={className}
        />
      )}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        className={cn("relative", className)}
      >
        {heading}
        <LeadFormBody
          status={status}
          outcome={outcome}
          honeypotProps={honeypotProps}
          rowGap={rowGap}
          noteClassName={noteClassName}
          submitLabel={submitLabel}
        >
          {children}
        </LeadFormBody>
      </form>
    </LeadPlace>
  );
}
