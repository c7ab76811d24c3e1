import { CircleAlert, CircleCheck, Mail } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { SITE } from "~/site.config";
import { recoveryMailto, typedLines } from "./lead-recovery";
import { cvLeftOutNotice, FAILED, REFERENCE_HINT, REFERENCE_LABEL, type SentCopy } from "./messages";
import type { LeadOutcome } from "./use-lead-submission";

/**
 * What stays in a form's place after a send (a toast only repeats it): the confirmation, which takes the
 * focus, or the failure, with the lead's reference and a prefilled e-mail, focus back on the send button.
 */

type Sent = Extract<LeadOutcome, { kind: "sent" }>;

type ConfirmationProps = {
  outcome: Sent;
  copy: Omit<SentCopy, "another"> & { another?: string };
  /** True when the visitor also gets a confirmation e-mail (where a CV left out is to be sent). */
  confirmationEmail?: boolean;
  /** What a form adds: a download, links onwards. */
  children?: ReactNode;
  /** « Envoyer un autre message »; left out, no way back to the form. */
  onAnother?: () => void;
  /** The title as a heading of that level where the page's outline wants one; a paragraph otherwise. */
  headingLevel?: 2 | 3;
};

/** The confirmation that takes the form's place once the lead is sent; it takes the focus, to be read out. */
export function LeadConfirmation({
  outcome,
  copy,
  confirmationEmail = false,
  children,
  onAnother,
  headingLevel,
}: ConfirmationProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : "p";
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      aria-labelledby={titleId}
      data-lead-confirmation=""
      className="scroll-mt-32 rounded-card border border-shore-600/30 bg-shore-50 p-6 text-ink-900 focus:outline-none"
    >
      <Title id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-shore-700" />
        {copy.title}
      </Title>
      <p className="mt-3 text-ink-700 [overflow-wrap:anywhere]">
        {copy.what} {copy.next}
      </p>
      <p className="mt-3 text-ink-700">
        {REFERENCE_LABEL}&nbsp;: <strong className="font-mono text-ink-900">{outcome.reference}</strong>.{" "}
        {REFERENCE_HINT}
      </p>
      {outcome.cvLeftOut && (
        <p className="mt-3 font-medium text-ink-900">
          {cvLeftOutNotice(outcome.reference, confirmationEmail)}
        </p>
      )}
      {children}
      {onAnother && copy.another && (
        <Button type="button" variant="outline" className="mt-5" onClick={onAnother}>
          {copy.another}
        </Button>
      )}
    </div>
  );
}

/**
 * Under the send button after a failed send: the reference, and « Nous écrire », a mailto holding what was
 * typed (read from the form when the link is used, so edits made since count). Focus returns to the button:
 * disabling it while sending dropped it.
 */
export function LeadFailureNotice({ outcome }: { outcome: LeadOutcome | null }) {
  const notice = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [href, setHref] = useState<string | undefined>();
  const failed = outcome?.kind === "failed" ? outcome : null;

  const mailto = () => {
    const form = notice.current?.closest("form");
    return failed && form ? recoveryMailto(failed.reference, typedLines(form), window.location.pathname) : "";
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per failed attempt, by its number
  useEffect(() => {
    if (!failed) return;
    setHref(mailto());
    notice.current?.closest("form")?.querySelector<HTMLButtonElement>("button[type='submit']")?.focus();
  }, [failed?.attempt]);

  if (!failed) return null;
  return (
    <div
      ref={notice}
      role="alert"
      aria-labelledby={titleId}
      className="mt-4 rounded-lg border border-red-700/30 bg-red-50 p-4 text-sm text-ink-800"
    >
      <p id={titleId} className="flex items-center gap-2 font-semibold text-ink-900">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        {FAILED.title}
      </p>
      <p className="mt-2">
        {REFERENCE_LABEL}&nbsp;: <strong className="font-mono text-ink-900">{failed.reference}</strong>.{" "}
        {FAILED.text}
      </p>
      <p className="mt-2">
        <a
          href={href ?? `mailto:${SITE.email}`}
          onClick={(event) => {
            event.currentTarget.href = mailto();
          }}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-ink-900 underline underline-offset-2 hover:text-accent-700"
        >
          <Mail aria-hidden="true" className="size-5" />
          {FAILED.mailLink}
        </a>
      </p>
    </div>
  );
}

/**
 * A form's place: the form, or once the lead is sent, its confirmation. « Envoyer un autre message » brings
 * the empty form back and puts the focus in its first field.
 */
export function LeadPlace({
  outcome,
  again,
  confirmation,
  children,
}: {
  outcome: LeadOutcome | null;
  again: () => void;
  confirmation: (onAnother: () => void) => ReactNode;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState(false);
  const sent = outcome?.kind === "sent";
  useEffect(() => {
    if (!refocus || sent) return;
    place.current
      ?.querySelector<HTMLElement>("input:not([tabindex='-1']):not([type='hidden']), textarea")
      ?.focus();
    setRefocus(false);
  }, [refocus, sent]);

  if (sent)
    return confirmation(() => {
      again();
      setRefocus(true);
    });
  return <div ref={place}>{children}</div>;
}
