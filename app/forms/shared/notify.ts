import { toast } from "~/lib/toast";
import type { DeliveryResult } from "./delivery";
import { FILE_TOO_LARGE_FOR_SERVICE, type Notice, OFFLINE } from "./messages";

export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export function notifySuccess(notice: Notice, duration?: number) {
  toast.success(notice.title, { description: notice.description, duration });
}

/** A destructive toast: the form's failure notice, or the more precise one when we know better. */
export function notifyFailure(notice: Notice, duration?: number) {
  toast.error(notice.title, { description: notice.description, duration });
}

/** The notice for a failed delivery: offline and "file too large" have their own words. */
export function failureNotice(result: Extract<DeliveryResult, { ok: false }>, fallback: Notice): Notice {
  if (result.reason === "too-large") return FILE_TOO_LARGE_FOR_SERVICE;
  if (result.reason === "network" && isOffline()) return OFFLINE;
  return fallback;
}
