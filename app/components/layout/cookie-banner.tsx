import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { chooseConsent, useConsent } from "~/lib/consent-store";

/**
 * The cookie choice. Rendered only after hydration (the store is "unknown" on the server), pinned to the
 * bottom as a compact bar so it never covers the hero's call to action on a phone. Both buttons weigh the
 * same: refusing is as easy as accepting.
 */
export function CookieBanner() {
  const consent = useConsent();
  if (consent.status !== "known" || !consent.open) return null;
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-ink-900/15 bg-white shadow-[0_-8px_30px_rgb(11_31_58/0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-(--spacing-gutter) py-2.5 md:flex-row md:items-center md:gap-8 md:py-4">
        <div className="text-sm leading-snug text-ink-800">
          {/* On a phone the title is for screen readers only: two short lines keep the hero's button in view. */}
          <h2 id="cookie-banner-title" className="max-md:sr-only font-semibold text-ink-900">
            Vos cookies, votre choix
          </h2>
          <p className="md:mt-0.5">
            Mesure d’audience seulement avec votre accord.{" "}
            <Link
              to="/politique-confidentialite"
              className="font-medium text-accent-700 underline underline-offset-2"
            >
              Politique de confidentialité
            </Link>
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 md:w-auto">
          <Button variant="secondary" size="sm" onClick={() => chooseConsent("essential")}>
            Accepter l’essentiel
          </Button>
          <Button variant="secondary" size="sm" onClick={() => chooseConsent("all")}>
            Accepter tout
          </Button>
        </div>
      </div>
    </section>
  );
}
