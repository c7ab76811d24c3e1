import type { LeadPhone } from "~/components/sections/lead-form-band";
import { SITE } from "~/site.config";
import { SHORE_FIGURES } from "./figures";

/** What the consultation band of the shore pages says around its promises (each page lists its own). */
export const CONSULTATION_PROMISES = {
  framed: true,
  eyebrow: "Ce que vous obtenez",
  note: `Réponse d’un expert dans les ${SHORE_FIGURES.reply}. Vos informations servent uniquement à répondre à votre demande.`,
} as const;

/** The phone line offered beside a shore form, for those who would rather call. */
export const CALL_US = {
  question: "Vous préférez nous appeler\u00a0?",
  link: { label: SITE.phone, to: SITE.phoneHref },
  hours: SITE.hours,
} as const satisfies LeadPhone;
