import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { NO_SCRIPT, SUBMITTING_LABEL } from "./messages";
import { SITE_CONTACT } from "./site-contact";

/** Where a form stands: each form drives its button and notices from this one value. */
export type FormStatus = "idle" | "submitting" | "success" | "error";

type SubmitButtonProps = { status: FormStatus; children: ReactNode; className?: string };

/**
 * The submit button: disabled with 'Envoi en cours...' while sending, so a lead cannot be sent twice, and
 * disabled until the form is hydrated, so an early click cannot submit the form natively (values in the URL).
 * With JavaScript off it never would be enabled: it is hidden, and the visitor gets the e-mail and phone.
 */
export function SubmitButton({ status, children, className }: SubmitButtonProps) {
  const submitting = status === "submitting";
  const hydrated = useHydrated();
  return (
    <>
      <Button
        type="submit"
        size="lg"
        disabled={submitting || !hydrated}
        className={cn("w-full noscript:hidden sm:w-auto", className)}
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
      <NoScriptContact className={className} />
    </>
  );
}

/** Shown instead of the button when JavaScript is off: the form cannot send, the team can still be reached. */
function NoScriptContact({ className }: { className?: string }) {
  return (
    <noscript>
      <p className={cn("rounded-lg border border-ink-900/15 bg-ink-50 p-4 text-sm text-ink-800", className)}>
        {NO_SCRIPT.before}
        <a
          href={`mailto:${SITE_CONTACT.email}`}
          className="font-semibold text-ink-900 underline underline-offset-2"
        >
          {SITE_CONTACT.email}
        </a>
        {NO_SCRIPT.between}
        <a
          href={SITE_CONTACT.phoneHref}
          className="font-semibold whitespace-nowrap text-ink-900 underline underline-offset-2"
        >
          {SITE_CONTACT.phone}
        </a>
        {NO_SCRIPT.after}
      </p>
    </noscript>
  );
}
