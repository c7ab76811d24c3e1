import { CircleAlert, CircleCheck, Mail } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { recoveryMailto, typedLines } from "./lead-recovery";
import { cvLeftOutNotice, FAILED, REFERENCE_HINT, REFERENCE_LABEL, type SentCopy } from "./messages";
import { SITE_CONTACT } from "./site-contact";
import type { LeadOutcome } from "./use-lead-submission";

/**
 * What stays in a form's place after a send (a toast only repeats it): the confirmation, which takes the
 * focus, or the failure, with the lead's reference and a prefilled e-mail, focus back on the send button.
 */

type Sent = Extract<LeadOutcome, { kind: "sent" }>;

/** How each outcome looks; the two share one shape (OutcomePanel), only their tone differs. */
const TONE = {
  sent: {
    Icon: CircleCheck,
    panel:
      "scroll-mt-32 rounded-card border border-shore-600/30 bg-shore-50 p-6 text-ink-900 focus:outline-none",
    title: "flex items-center gap-2 text-lg font-bold",
    icon: "size-6 shrink-0 text-shore-700",
    line: "mt-3 text-ink-700",
  },
  failed: {
    Icon: CircleAlert,
    panel: "mt-4 rounded-lg border border-red-700/30 bg-red-50 p-4 text-sm text-ink-800",
    title: "flex items-center gap-2 font-semibold text-ink-900",
    icon: "size-5 shrink-0 text-red-700",
    line: "mt-2",
  },
} as const;

type OutcomePanelProps = Omit<ComponentProps<"div">, "role"> & {
  tone: keyof typeof TONE;
  /** How it is announced: the confirmation politely, the failure at once. */
  role: "status" | "alert";
  title: string;
  /** The title as a heading where the page's outline wants one; a paragraph otherwise. */
  titleTag?: "p" | "h2" | "h3";
  /** What comes between the title and the reference (what was sent, what next). */
  intro?: ReactNode;
  reference: string;
  /** What follows the reference on its line. */
  referenceText: string;
};

/** A titled panel with its icon, the lead's reference, then what to do: the shape both outcomes share. */
function OutcomePanel({
  tone,
  role,
  title,
  titleTag: Title = "p",
  intro,
  reference,
  referenceText,
  children,
  className,
  ...panel
}: OutcomePanelProps) {
  const look = TONE[tone];
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is given, status or alert, both named by their title
    <div {...panel} role={role} aria-labelledby={titleId} className={cn(look.panel, className)}>
      <Title id={titleId} className={look.title}>
        <look.Icon aria-hidden="true" className={look.icon} />
        {title}
      </Title>
      {intro}
      <p className={look.line}>
        {REFERENCE_LABEL}&nbsp;:{" "}
        <strong className="whitespace-nowrap font-mono text-ink-900">{reference}</strong>. {referenceText}
      </p>
      {children}
    </div>
  );
}

type ConfirmationProps = {
  outcome: Sent;
  copy: SentCopy;
  /** True when the visitor also gets a confirmation e-mail (where a CV left out is to be sent). */
  confirmationEmail?: boolean;
  /** What a form adds: a download, links onwards. */
  children?: ReactNode;
  /** « Envoyer un autre message »: the empty form again. */
  onAnother: () => void;
  /** The title as a heading of that level where the page's outline wants one; a paragraph otherwise. */
  headingLevel?: 2 | 3;
  /** Space from what is above, as the form had. */
  className?: string;
};

/** The confirmation that takes the form's place once the lead is sent; it takes the focus, to be read out. */
export function LeadConfirmation({
  outcome,
  copy,
  confirmationEmail = false,
  children,
  onAnother,
  headingLevel,
  className,
}: ConfirmationProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <OutcomePanel
      ref={panel}
      tabIndex={-1}
      role="status"
      data-lead-confirmation=""
      tone="sent"
      title={copy.title}
      titleTag={headingLevel ? `h${headingLevel}` : "p"}
      intro={
        <p className="mt-3 text-ink-700 [overflow-wrap:anywhere]">
          {copy.what} {copy.next}
        </p>
      }
      reference={outcome.reference}
      referenceText={REFERENCE_HINT}
      className={className}
    >
      {outcome.cvLeftOut && (
        <p className="mt-3 font-medium text-ink-900">
          {cvLeftOutNotice(outcome.reference, confirmationEmail)}
        </p>
      )}
      {children}
      <Button type="button" variant="outline" wrap className="mt-5" onClick={onAnother}>
        {copy.another}
      </Button>
    </OutcomePanel>
  );
}

/**
 * Under the send button after a failed send: the reference, and « Nous écrire », a mailto holding what was
 * typed (read from the form when the link is used, so edits made since count). Focus returns to the button:
 * disabling it while sending dropped it.
 */
export function LeadFailureNotice({ outcome }: { outcome: LeadOutcome | null }) {
  const notice = useRef<HTMLDivElement>(null);
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
    <OutcomePanel
      ref={notice}
      role="alert"
      tone="failed"
      title={FAILED.title}
      reference={failed.reference}
      referenceText={FAILED.text}
    >
      <p className="mt-2">
        <a
          href={href ?? `mailto:${SITE_CONTACT.email}`}
          onClick={(event) => {
            event.currentTarget.href = mailto();
          }}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-ink-900 underline underline-offset-2 hover:text-accent-700"
        >
          <Mail aria-hidden="true" className="size-5" />
          {FAILED.mailLink}
        </a>
      </p>
    </OutcomePanel>
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
  /** The confirmation of the lead sent, given the way back to the empty form. */
  confirmation: (sent: Sent, onAnother: () => void) => ReactNode;
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

  if (outcome?.kind === "sent")
    return confirmation(outcome, () => {
      again();
      setRefocus(true);
    });
  return <div ref={place}>{children}</div>;
}
