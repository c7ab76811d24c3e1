import { TALENT_TERMS } from "~/facts/talent";
import type { SocialCardName } from "~/lib/social-cards";

/**
 * The line under each social card's title. Only scripts/social-cards.ts reads it: kept apart from
 * social-cards.ts so that the facts it quotes stay out of the code every page loads.
 */
const nbsp = (text: string) => text.replaceAll(" ", "\u00a0");

export const SOCIAL_CARD_TAGLINES: Readonly<Record<SocialCardName, string>> = Object.freeze({
  groupe: "Nearshore · Formation certifiante · Experts freelances",
  "lif-shore": "Opérationnelle en 15\u00a0jours · Conforme RGPD et NIS2",
  "lif-form": "Certifié Qualiopi · Éligible CPF et OPCO",
  "lif-talent": `${nbsp(TALENT_TERMS.profilesPresented)} profils en ${nbsp(TALENT_TERMS.presentationDelay)} · Commission fixe de ${TALENT_TERMS.commissionPercent}\u00a0%`,
});
