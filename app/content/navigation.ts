import type { FooterContent, HeaderContent, NavEntry, NavLinkItem } from "~/components/layout/shell-types";
import { ABOUT_US, CONTACT_US, PRIVACY_POLICY } from "~/content/actions";
import { SITE } from "~/site.config";

const SHORE_LINKS = [
  { label: "Conformité et organisation", to: "/services/lif-shore/conformite-et-organisation" },
  { label: "Service nearshore en Afrique", to: "/services/lif-shore/service-nearshore-afrique" },
  { label: "Nos services", to: "/services/lif-shore/nos-services" },
  { label: "Recrutement de talents", to: "/services/lif-shore/recrutement-talents-afrique" },
  { label: "Externalisation agile", to: "/services/lif-shore/strategie-externalisation-agile" },
  { label: "Tableau de bord", to: "/services/lif-shore/dashboard" },
] as const satisfies readonly NavLinkItem[];

const TALENT_LINKS = [
  { label: "Vous êtes expert IT", to: "/lif-talent/expert-it" },
  { label: "Vous êtes une entreprise", to: "/lif-talent/client-entreprise" },
  { label: "Notre modèle", to: "/lif-talent/modele" },
  { label: "Back-office Afrique", to: "/lif-talent/backoffice-afrique" },
] as const satisfies readonly NavLinkItem[];

/** The header's menus, in the spec's order. */
const MAIN_NAV: readonly NavEntry[] = [
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
      { label: "Le groupe", to: "/le-groupe", description: "Direction, bureaux et chiffres clés" },
      { label: "Nos engagements", to: "/nos-engagements", description: "Durabilité, diversité, éthique" },
    ],
  },
  { label: "Partenariat", to: "/partners" },
];

const header: HeaderContent = {
  nav: MAIN_NAV,
  skipLink: "Aller au contenu",
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  social: { label: "LinkedIn", href: SITE.linkedin },
  contact: CONTACT_US,
};

const footer: FooterContent = {
  blurb:
    "Conseil, nearshore, formation et experts freelances\u00a0: LIF Group relie les entreprises européennes aux meilleurs talents IT d’Afrique, avec une supervision depuis Paris.",
  addresses: [SITE.addresses.paris, SITE.addresses.tunis],
  phone: { label: SITE.phone, href: SITE.phoneHref },
  email: { label: SITE.email, href: `mailto:${SITE.email}` },
  groups: [
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
      links: [ABOUT_US, { label: "Partenariat", to: "/partners" }, { label: "Contact", to: "/contact" }],
    },
    {
      title: "Informations légales",
      links: [
        { label: "Mentions légales", to: "/mentions-legales" },
        PRIVACY_POLICY,
        { label: "Politique de sécurité", to: "/politique-de-securite" },
      ],
      cookieSettings: "Gestion des cookies",
    },
  ],
  product: SITE.product,
  rights: "Tous droits réservés.",
  social: { label: "LinkedIn de LIF Group", href: SITE.linkedin },
};

/**
 * The page shown when rendering fails: what happened and what to do. Nothing is reported automatically, so it
 * says so and asks the visitor to write to us; the spec's English heading is kept.
 */
const error = {
  eyebrow: "Erreur inattendue",
  title: "Unexpected Application Error!",
  text: "Une erreur de notre site a empêché l’affichage de cette page. Rechargez-la\u00a0: l’erreur est souvent passagère.",
  /** Around the e-mail address: "Si elle se reproduit, écrivez-nous à … en indiquant …". */
  help: [
    "Si elle se reproduit, écrivez-nous à",
    "en indiquant l’adresse de la page\u00a0: cette erreur ne nous est pas signalée automatiquement.",
  ],
  reload: "Recharger la page",
  email: SITE.email,
  emailSubject: "Erreur sur le site",
  home: "Retour à l’accueil",
  detail: "Détail technique",
};

/** The page of an unknown address (served with a 404 status). */
const notFound = {
  title: "Page introuvable | LIF Group",
  description: "La page que vous recherchez n’existe pas ou a été déplacée.",
  code: "404",
  heading: "La page que vous recherchez n’existe pas",
  text: "Cette page n’existe pas ou a été déplacée. Vérifiez l’adresse saisie, ou repartez de l’accueil pour retrouver nos services nearshore, nos formations et nos experts freelances.",
  home: { label: "Retour à l’accueil", to: "/" },
} as const;

/** The shell's copy: the header and footer of every page, the error page and the not-found page. */
export const navigation = { header, footer, error, notFound };
