import type { LinkData } from "~/components/sections/types";

/** Copy of the contact page (/contact). Facts (address, phone, offices) come from site.config.ts. */

export const CONTACT_HERO = {
  eyebrow: "Contact",
  lead: "Un projet d’équipe nearshore, une formation certifiante, un besoin d’expert freelance\u00a0? Écrivez-nous ou appelez-nous\u00a0: un interlocuteur basé à Paris vous répond.",
  breadcrumb: [
    { label: "Accueil", to: "/" },
    { label: "Contact", to: "/contact" },
  ] as const satisfies readonly LinkData[],
} as const;

export const CONTACT_FORM = {
  title: "Envoyez-nous un message",
  intro:
    "Décrivez votre besoin en quelques lignes. Nous vous répondons dans les plus brefs délais, du lundi au vendredi.",
  formType: "contact",
} as const;

export const CONTACT_DETAILS = {
  title: "Nos coordonnées",
  address: "Adresse",
  phone: "Téléphone",
  email: "E-mail",
  hours: "Horaires",
} as const;

export const CONTACT_OFFICES = {
  title: "Bureaux LIF Group",
  intro: "Un siège à Paris, des centres de delivery en Afrique et un bureau à Bruxelles.",
} as const;

export const CONTACT_MAP = {
  id: "nous-localiser",
  title: "Nous Localiser",
  intro: "Notre siège vous accueille à Paris, à deux pas de l’Opéra, sur rendez-vous.",
  frameTitle: "Carte OpenStreetMap du siège de LIF Group à Paris",
  placeholderTitle: "Carte du siège parisien",
  placeholderText:
    "Cette carte est fournie par OpenStreetMap, qui peut déposer des cookies sur votre appareil. Elle ne s’affiche qu’avec votre accord.",
  showButton: "Afficher la carte",
  externalLink: "Voir l’adresse sur OpenStreetMap",
} as const;
