import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { SUBMITTING_LABEL } from "./messages";

/** Where a form stands: each form drives its button and notices from this one value. */
export type FormStatus = "idle" | "submitting" | "success" | "error";

type SubmitButtonProps = { status: FormStatus; children: ReactNode; className?: string };

/** The submit button: disabled with 'Envoi en cours...' while sending, so a lead cannot be sent twice. */
export function SubmitButton({ status, children, className }: SubmitButtonProps) {
  const submitting = status === "submitting";
  return (
    <Button type="submit" size="lg" disabled={submitting} className={cn("w-full sm:w-auto", className)}>
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
