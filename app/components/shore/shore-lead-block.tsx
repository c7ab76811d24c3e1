import { CheckList } from "~/components/sections/check-list";
import { ConsultationForm } from "~/forms/lazy-forms";

type ShoreLeadBlockProps = {
  /** The form's h2. */
  heading: string;
  /** Sent as form_type: which shore page or offer the request is about. */
  formType: string;
  intro: string;
  promises: readonly string[];
  /** Anchor the hero's buttons point at. */
  id?: string;
};

/**
 * The consultation form of a LIF Shore page, with what the visitor gets beside it. The form brings its own
 * h2 (the section's heading), so this wrapper is a plain anchored band, not a second section.
 */
export function ShoreLeadBlock({
  heading,
  formType,
  intro,
  promises,
  id = "consultation",
}: ShoreLeadBlockProps) {
  return (
    <div id={id} className="scroll-mt-20 bg-linear-to-b from-shore-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-(--spacing-gutter) py-(--spacing-section) lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start">
        <ConsultationForm heading={heading} formType={formType} intro={intro} />
        <div className="rounded-card border border-shore-600/20 bg-white/80 p-6 lg:mt-10 lg:p-8">
          <p className="text-sm font-semibold tracking-wider text-shore-700 uppercase">Ce que vous obtenez</p>
          <CheckList items={promises} className="mt-5" />
          <p className="mt-6 border-t border-ink-900/10 pt-5 text-sm text-ink-600">
            Réponse d’un expert dans les 24h ouvrées. Vos informations servent uniquement à répondre à votre
            demande.
          </p>
        </div>
      </div>
    </div>
  );
}
