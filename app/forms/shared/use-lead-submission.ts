import { useRef, useState } from "react";
import { useBotGuard } from "./bot-guard";
import { type Notice, OFFLINE } from "./messages";
import { failureNotice, isOffline, notifyFailure, notifySuccess } from "./notify";
import type { FormStatus } from "./submit-button";
import type { LeadDelivery } from "./templates";

export type LeadSubmissionOptions<Lead> = {
  /** What to send for this lead (the form's payload builders); reading a CV makes it async. */
  delivery: (lead: Lead) => LeadDelivery | Promise<LeadDelivery>;
  /** The success toast; a form that shows its own confirmation instead (the guide) leaves it out. */
  success?: Notice;
  /** The failure toast when the delivery module has no more precise notice. */
  failure: Notice;
  /** Resets the form (or records what the confirmation shows) once the lead is accepted. */
  onSuccess: (lead: Lead) => void;
  /** Names the form in the console when building the delivery throws (reading a CV can). */
  logName: string;
  /** The toasts' duration; sonner's default when left out. */
  toastDuration?: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The submission every lead form shares: one send at a time; success only once the team has the lead (a
 * too-fast submission waits out the bot guard's minimum time, a filled honeypot is sent flagged); nothing is
 * attempted offline; on failure what was typed stays.
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
  // A ref, not the status: a second click in the same tick must see the first submission at once.
  const inFlight = useRef(false);
  const { honeypotProps, verdict } = useBotGuard();

  function succeed(lead: Lead) {
    if (success) notifySuccess(success, toastDuration);
    onSuccess(lead);
    setStatus("success");
  }

  function fail(notice: Notice) {
    notifyFailure(notice, toastDuration);
    setStatus("error");
  }

  async function submit(lead: Lead) {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus("submitting");
    try {
      const { waitMs, spamSuspected } = verdict();
      if (waitMs > 0) await sleep(waitMs);
      if (isOffline()) return fail(OFFLINE);
      // The sending code (EmailJS) is only needed now: it is not part of the form's chunk.
      const { deliverLead } = await import("./delivery");
      const result = await deliverLead(await delivery(lead), { spamSuspected });
      if (result.ok) return succeed(lead);
      fail(failureNotice(result, failure));
    } catch (error) {
      // Reading a file or loading the sending code (network gone) can throw here, never the delivery
      // itself; what was typed stays.
      console.warn(`[${logName}] envoi impossible`, error);
      fail(failure);
    } finally {
      inFlight.current = false;
    }
  }

  return { status, honeypotProps, submit };
}
