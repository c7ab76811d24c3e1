import { toast } from "~/lib/toast";
import type { DeliveryResult } from "./delivery";
import { type Notice, OFFLINE } from "./messages";

export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export function notifySuccess(notice: Notice, duration?: number) {
  toast.success(notice.title, { description: notice.description, duration });
}

/** A destructive toast: the form's failure notice, or the more precise one when we know better. */
export function notifyFailure(notice: Notice, duration?: number) {
  toast.error(notice.title, { description: notice.description, duration });
}

/**
 * The notice for a failed delivery: offline has its own words. (A CV too large for the service never fails a
 * lead: delivery.ts sends it again without the CV.)
 */
export function failureNotice(result: Extract<DeliveryResult, { ok: false }>, fallback: Notice): Notice {
  if (result.reason === "network" && isOffline()) return OFFLINE;
  return fallback;
}
