import { useRef, useState } from "react";
import { useBotGuard } from "./bot-guard";
import type { DeliveryResult } from "./delivery";
import { type Notice, OFFLINE } from "./messages";
import { failureNotice, isOffline, notifyFailure, notifySuccess } from "./notify";
import type { FormStatus } from "./submit-button";

export type LeadSubmissionOptions<Lead> = {
  /** Sends the lead: `deliver` or `deliverInSequence` behind the form's own payload builder. */
  send: (lead: Lead) => Promise<DeliveryResult>;
  /** The success toast; a form that shows its own confirmation instead (the guide) leaves it out. */
  success?: Notice;
  /** The failure toast when the delivery module has no more precise notice. */
  failure: Notice;
  /** Resets the form (or records what the confirmation shows) once the lead is accepted. */
  onSuccess: (lead: Lead) => void;
  /** Names the form in the console when `send` throws (reading a CV can). */
  logName: string;
  /** The toasts' duration; sonner's default when left out. */
  toastDuration?: number;
};

/**
 * The submission machinery every lead form shares: one send at a time, a bot gets the same success as a
 * person while nothing is sent, nothing is attempted offline, and on failure what was typed stays.
 */
export function useLeadSubmission<Lead>({
  send,
  success,
  failure,
  onSuccess,
  logName,
  toastDuration,
}: LeadSubmissionOptions<Lead>) {
  const [status, setStatus] = useState<FormStatus>("idle");
  // A ref, not the status: a second click in the same tick must see the first submission at once.
  const inFlight = useRef(false);
  const { honeypotProps, isBot } = useBotGuard();

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
      // A bot sees the same success as a person, and nothing is sent.
      if (isBot()) return succeed(lead);
      if (isOffline()) return fail(OFFLINE);
      const result = await send(lead);
      if (result.ok) return succeed(lead);
      fail(failureNotice(result, failure));
    } catch (error) {
      // Only reading a file can throw here (the delivery module never does); what was typed stays.
      console.warn(`[${logName}] envoi impossible`, error);
      fail(failure);
    } finally {
      inFlight.current = false;
    }
  }

  return { status, honeypotProps, submit };
}
