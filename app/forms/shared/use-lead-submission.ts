import { useRef, useState } from "react";
import { useBotGuard } from "./bot-guard";
import { leadStamp } from "./lead-context";
import { clearDraft, draftKey } from "./lead-draft";
import { newLeadReference } from "./lead-reference";
import { type Notice, OFFLINE } from "./messages";
import { failureNotice, isOffline, notifyFailure, notifySuccess } from "./notify";
import type { FormStatus } from "./submit-button";
import type { LeadDelivery } from "./templates";

/** What the form's place shows after a send: the confirmation, or the failure with its way out. */
export type LeadOutcome =
  | { kind: "sent"; reference: string; cvLeftOut: boolean; email: string }
  | { kind: "failed"; reference: string; attempt: number };

export type LeadSubmissionOptions<Lead> = {
  /** What to send for this lead (the form's payload builders); reading a CV makes it async. */
  delivery: (lead: Lead, reference: string) => LeadDelivery | Promise<LeadDelivery>;
  /** The success toast; a form whose confirmation says it all (the guide) leaves it out. */
  success?: Notice;
  /** The failure toast when the delivery module has no more precise notice. */
  failure: Notice;
  /** Resets the form once the lead is accepted. */
  onSuccess: (lead: Lead) => void;
  /** Names the form in the console and its draft in sessionStorage (lead-draft.ts). */
  logName: string;
  /** The toasts' duration; sonner's default when left out. */
  toastDuration?: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const emailOf = (lead: unknown) =>
  typeof lead === "object" && lead !== null && "email" in lead ? String(lead.email).trim() : "";

/**
 * The submission every lead form shares: one send at a time; success only once the team has the lead (a
 * too-fast submission waits out the bot guard's minimum time, a filled honeypot is sent flagged); nothing is
 * attempted offline; on failure what was typed stays. Each lead has a reference (lead-reference.ts), kept
 * across failed attempts so the visitor quotes one, renewed once the lead is sent. The outcome stays on the
 * page (LeadPlace): a toast only repeats it.
 */
export function useLeadSubmission<Lead>({
  delivery,
  success,
  failure,
  onSuccess,
  logName,
  toastDuration,
}: LeadSubmissionOptions<Lead>) {
  const [status, setStatus] = useState<FormStatus>("idle");
  const [outcome, setOutcome] = useState<LeadOutcome | null>(null);
  // A ref, not the status: a second click in the same tick must see the first submission at once.
  const inFlight = useRef(false);
  const reference = useRef<string | null>(null);
  const attempts = useRef(0);
  const { honeypotProps, verdict } = useBotGuard();

  function succeed(lead: Lead, sent: Extract<LeadOutcome, { kind: "sent" }>) {
    if (success) notifySuccess(success, toastDuration);
    clearDraft(draftKey(logName));
    reference.current = null;
    onSuccess(lead);
    setOutcome(sent);
    setStatus("success");
  }

  function fail(notice: Notice, ref: string) {
    notifyFailure(notice, toastDuration);
    attempts.current += 1;
    setOutcome({ kind: "failed", reference: ref, attempt: attempts.current });
    setStatus("error");
  }

  async function submit(lead: Lead) {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus("submitting");
    reference.current ??= newLeadReference();
    const ref = reference.current;
    try {
      const { waitMs, spamSuspected } = verdict();
      if (waitMs > 0) await sleep(waitMs);
      if (isOffline()) return fail(OFFLINE, ref);
      // The sending code (EmailJS) is only needed now: it is not part of the form's chunk.
      const { deliverLead } = await import("./delivery");
      const result = await deliverLead(await delivery(lead, ref), { spamSuspected, stamp: leadStamp(ref) });
      if (result.ok)
        return succeed(lead, {
          kind: "sent",
          reference: ref,
          cvLeftOut: result.cvLeftOut,
          email: emailOf(lead),
        });
      fail(failureNotice(result, failure), ref);
    } catch (error) {
      // Reading a file or loading the sending code (network gone) can throw here, never the delivery
      // itself; what was typed stays.
      console.warn(`[${logName}] envoi impossible`, error);
      fail(failure, ref);
    } finally {
      inFlight.current = false;
    }
  }

  /** « Envoyer un autre message »: the empty form again, for a new lead. */
  function again() {
    setOutcome(null);
    setStatus("idle");
  }

  return { status, outcome, honeypotProps, submit, again };
}

/** What a form's place needs of its submission (LeadForm). */
export type LeadSubmission = Omit<ReturnType<typeof useLeadSubmission>, "submit">;
