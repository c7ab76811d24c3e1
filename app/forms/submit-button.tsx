import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { SUBMITTING_LABEL } from "./messages";

/** Where a form stands: each form drives its button and notices from this one value. */
export type FormStatus = "idle" | "submitting" | "success" | "error";

type SubmitButtonProps = { status: FormStatus; children: ReactNode; className?: string };

/**
 * The submit button: disabled with 'Envoi en cours...' while sending, so a lead cannot be sent twice, and
 * disabled until the form is hydrated, so an early click cannot submit the form natively (values in the URL).
 */
export function SubmitButton({ status, children, className }: SubmitButtonProps) {
  const submitting = status === "submitting";
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="lg"
      disabled={submitting || !hydrated}
      className={cn("w-full sm:w-auto", className)}
    >
      {submitting ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          {SUBMITTING_LABEL}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
