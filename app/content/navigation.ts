import type { PagePath } from "~/pages";

export type NavLinkItem = {
  label: string;
  to: PagePath;
  description?: string;
  children?: readonly NavLinkItem[];
};
export type NavMenu = { id: string; label: string; items: readonly NavLinkItem[] };
export type NavEntry = NavMenu | NavLinkItem;

export const SHORE_LINKS = [
  { label: "Conformité et organisation", to: "/services/lif-shore/conformite-et-organisation" },
  { label: "Service nearshore en Afrique", to: "/services/lif-shore/service-nearshore-afrique" },
  { label: "Nos services", to: "/services/lif-shore/nos-services" },
  { label: "Recrutement de talents", to: "/services/lif-shore/recrutement-talents-afrique" },
  { label: "Externalisation agile", to: "/services/lif-shore/strategie-externalisation-agile" },
  { label: "Tableau de bord", to: "/services/lif-shore/dashboard" },
] as const satisfies readonly NavLinkItem[];

export const TALENT_LINKS = [
  { label: "Vous êtes expert IT", to: "/lif-talent/expert-it" },
  { label: "Vous êtes une entreprise", to: "/lif-talent/client-entreprise" },
  { label: "Notre modèle", to: "/lif-talent/modele" },
  { label: "Back-office Afrique", to: "/lif-talent/backoffice-afrique" },
] as const satisfies readonly NavLinkItem[];

/** The header's menus, in the spec's order. */
export const MAIN_NAV: readonly NavEntry[] = [
  {
    id: "services",
    label: "Nos Services",
    items: [
      {
        label: "LIF Shore",
        to: "/services/lif-shore",
        description: "Votre équipe IT en Afrique, supervisée depuis Paris",
        children: SHORE_LINKS,
      },
      {
        label: "LIF Form",
        to: "/services/lif-form",
        description: "Formations certifiantes en cybersécurité et réseaux",
      },
      {
        label: "LIF Talent",
        to: "/services/lif-talent",
        description: "La place de marché des experts IT freelances",
        children: TALENT_LINKS,
      },
    ],
  },
  {
    id: "about",
    label: "Qui Sommes-Nous",
    items: [
      { label: "À propos", to: "/about", description: "Notre histoire, notre vision, nos valeurs" },
      { label: "Le groupe", to: "/le-groupe", description: "Dirigeants, bureaux et chiffres clés" },
      { label: "Nos engagements", to: "/nos-engagements", description: "Durabilité, diversité, éthique" },
    ],
  },
  { label: "Partenariat", to: "/partners" },
];

export const FOOTER_NAV: readonly { title: string; links: readonly NavLinkItem[] }[] = [
  {
    title: "Nos services",
    links: [
      { label: "LIF Talent", to: "/services/lif-talent" },
      { label: "LIF Form", to: "/services/lif-form" },
      { label: "LIF Shore", to: "/services/lif-shore" },
    ],
  },
  {
    title: "Le groupe",
    links: [
      { label: "Qui sommes-nous ?", to: "/about" },
      { label: "Partenariat", to: "/partners" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    title: "Informations légales",
    links: [
      { label: "Mentions légales", to: "/mentions-legales" },
      { label: "Politique de confidentialité", to: "/politique-confidentialite" },
      { label: "Politique de sécurité", to: "/politique-de-securite" },
    ],
  },
];
