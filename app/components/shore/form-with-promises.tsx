import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { CheckList } from "~/components/sections/check-list";
import { SITE } from "~/site.config";

type FormWithPromisesProps = {
  /** The form (it brings its own card or is wrapped in one here). */
  children: ReactNode;
  /** Wrap the form in a white card (the contact form has none of its own). */
  card?: boolean;
  promises: { title: string; intro?: string; items: readonly string[] };
};

/** A lead form beside what happens once it is sent, and the phone number for those who would rather call. */
export function FormWithPromises({ children, card = false, promises }: FormWithPromisesProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:items-start">
      <div
        className={
          card ? "rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-8 lg:p-10" : undefined
        }
      >
        {children}
      </div>
      <div className="lg:pt-4">
        <h3 className="text-h3 font-semibold tracking-tight text-ink-900">{promises.title}</h3>
        {promises.intro && <p className="mt-3 text-ink-600">{promises.intro}</p>}
        <CheckList items={promises.items} className="mt-6" />
        <p className="mt-8 flex items-start gap-3 rounded-card border border-ink-900/10 bg-white p-5 text-ink-800">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-shore-700" />
          <span>
            Vous préférez nous appeler{"\u00a0"}?{" "}
            <a
              href={SITE.phoneHref}
              className="font-semibold whitespace-nowrap text-shore-700 underline underline-offset-4"
            >
              {SITE.phone}
            </a>
            <span className="block text-sm text-ink-600">{SITE.hours}</span>
          </span>
        </p>
      </div>
    </div>
  );
}
