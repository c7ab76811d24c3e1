import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { ConsentChoice } from "~/lib/consent";
import { CONSENT_CHOICE_ATTRIBUTE } from "./shell-types";

/** The attribute that names a button's choice, for the banner's script. */
const choiceAttribute = (choice: ConsentChoice) => ({ [CONSENT_CHOICE_ATTRIBUTE]: choice });

/** The banner's words (content/interface.json, « Navigation › Textes de l’interface », read by ./cookie-banner-markup.tsx). */
export type CookieBannerWords = {
  title: string;
  /** The sentence before the link to the privacy policy. */
  text: string;
  privacyLink: string;
  essential: string;
  all: string;
};

/**
 * The cookie choice's markup, and nothing else: React renders it once, at build time, into the banner's script
 * (`cookie-banner-dom.ts` imports ./cookie-banner-markup.tsx, which gives it its words, with `?static-markup`,
 * scripts/static-markup.ts), which shows it without React in the browser (docs/decisions/024). So the classes are
 * written here only, the words in their file, and no page's HTML carries it: every visitor gets the same page, and
 * the lightest page keeps its first TCP window.
 *
 * Pinned to the bottom as a compact bar so it never covers the hero's call to action on a phone. Both buttons
 * weigh the same: refusing is as easy as accepting. `tabIndex={-1}`: opened from the footer, it takes the focus
 * (docs/decisions/019).
 */
export function CookieBanner({ title, text, privacyLink, essential, all }: CookieBannerWords) {
  return (
    <section
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 print:hidden border-t border-ink-900/15 bg-white shadow-[0_-8px_30px_rgb(11_31_58/0.12)] focus-visible:-outline-offset-4"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-(--spacing-gutter) py-2.5 md:flex-row md:items-center md:gap-8 md:py-4">
        <div className="text-sm leading-snug text-ink-800">
          {/* On a phone the title is for screen readers only: two short lines keep the hero's button in view. */}
          <h2 id="cookie-banner-title" className="max-md:sr-only font-semibold text-ink-900">
            {title}
          </h2>
          <p className="md:mt-0.5">
            {`${text} `}
            <Link
              to="/politique-confidentialite"
              className="font-medium text-accent-700 underline underline-offset-2"
            >
              {privacyLink}
            </Link>
          </p>
        </div>
        {/* Below 360 px « Accepter l’essentiel » is wider than its half of the row: it wraps instead of
            spilling over its own padding. */}
        <div className="grid shrink-0 grid-cols-2 gap-2 md:w-auto [&>button]:max-[359px]:whitespace-normal [&>button]:max-[359px]:px-3 [&>button]:max-[359px]:leading-tight">
          <Button variant="secondary" size="sm" {...choiceAttribute("essential")}>
            {essential}
          </Button>
          <Button variant="secondary" size="sm" {...choiceAttribute("all")}>
            {all}
          </Button>
        </div>
      </div>
    </section>
  );
}
