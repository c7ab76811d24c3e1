import type { LinkData } from "~/components/sections/types";

/**
 * Calls to action and links that several pages word the same way, each written once here; a page that
 * wants another look spreads one and sets its `variant`.
 */
export const CONTACT_US = { label: "Contactez-nous", to: "/contact" } as const satisfies LinkData;
export const GET_IN_TOUCH = { label: "Nous contacter", to: "/contact" } as const satisfies LinkData;
export const WRITE_TO_US = { label: "Nous écrire", to: "/contact" } as const satisfies LinkData;
export const TALK_TO_EXPERT = { label: "Parler à un expert", to: "/contact" } as const satisfies LinkData;
export const DISCOVER_SHORE = {
  label: "Découvrir LIF Shore",
  to: "/services/lif-shore",
} as const satisfies LinkData;
export const ABOUT_US = { label: "Qui sommes-nous\u00a0?", to: "/about" } as const satisfies LinkData;
export const SHORE_DASHBOARD_PREVIEW = {
  label: "Voir l’aperçu du tableau de bord",
  to: "/services/lif-shore/dashboard",
} as const satisfies LinkData;
export const FIND_EXPERT = {
  label: "Je cherche un expert",
  to: "/lif-talent/client-entreprise",
} as const satisfies LinkData;
export const BECOME_EXPERT = {
  label: "Je suis expert IT",
  to: "/lif-talent/expert-it",
} as const satisfies LinkData;
export const PRIVACY_POLICY = {
  label: "Politique de confidentialité",
  to: "/politique-confidentialite",
} as const satisfies LinkData;
