import type { LeadPhone, LeadPromises } from "~/components/sections/lead-form-band";
import { SITE } from "~/site.config";
import { SHORE_FIGURES } from "./figures";

/**
 * The promises of the consultation band of the shore pages: each page lists its own first, all end on the
 * first profiles' delay, and the band says the same around them.
 */
export function consultationPromises(...first: readonly string[]): LeadPromises {
  return {
    framed: true,
    eyebrow: "Ce que vous obtenez",
    items: [...first, `Vos premiers profils sous ${SHORE_FIGURES.firstProfiles} si vous décidez d’avancer`],
    note: `Réponse d’un expert dans les ${SHORE_FIGURES.reply}. Vos informations servent uniquement à répondre à votre demande.`,
  };
}

/** The phone line offered beside a shore form, for those who would rather call. */
export const CALL_US = {
  question: "Vous préférez nous appeler\u00a0?",
  link: { label: SITE.phone, to: SITE.phoneHref },
  hours: SITE.hours,
} as const satisfies LeadPhone;
