import { useEffect } from "react";
import { FormToaster, loadToastsOnFirstFormFocus } from "~/lib/toast";

/**
 * The toasts' live region, an island of its own on the pages that have a form (app/browser/islands.ts):
 * sonner loads when a visitor first focuses a form's field, or with the first toast.
 */
export function Toaster() {
  useEffect(loadToastsOnFirstFormFocus, []);
  return <FormToaster />;
}
