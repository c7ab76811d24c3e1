import type { Href } from "~/lib/href";
import type { PagePath } from "~/pages";

/** The header's skip link: where the focus goes after the cookie choice (the next stop after the banner). */
export const SKIP_LINK_ID = "aller-au-contenu";

/** The attribute of the cookie banner's two buttons that names each one's choice (`all`, `essential`). */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";

/** A page in a menu, with an optional one-line description and sub-pages. */
export type NavLinkItem = {
  label: string;
  to: PagePath;
  description?: string;
  children?: readonly NavLinkItem[];
};

/** A dropdown of the header: a button that opens a list of pages. */
export type NavMenu = { id: string; label: string; items: readonly NavLinkItem[] };

export type NavEntry = NavMenu | NavLinkItem;

/** The words screen readers hear that the header and the footer share: the logo's link, a new tab's warning. */
export type ShellWords = {
  /** The logo's link to the home page (« LIF Group, accueil »). */
  logo: string;
  /** Read after a link that opens a new tab, in parentheses (« (nouvel onglet) »). */
  newTab: string;
};

/** What the header shows: its menus, the two buttons and the labels of its controls. */
export type HeaderContent = ShellWords & {
  nav: readonly NavEntry[];
  skipLink: string;
  openMenu: string;
  closeMenu: string;
  /** The names of its two navigations, wide screen and mobile. */
  mainNav: string;
  mobileNav: string;
  social: { label: string; href: Href };
  contact: { label: string; to: PagePath };
};

/** A column of footer links; `cookieSettings` adds, after the links, the button that reopens the cookie choice. */
export type FooterGroup = { title: string; links: readonly NavLinkItem[]; cookieSettings?: string };

export type FooterAddress = { label: string; street: string; city: string; country: string };

/** What the footer shows: who we are, where to find us, its link columns and the copyright line. */
export type FooterContent = ShellWords & {
  blurb: string;
  /** The names of its list of contact details and of its list of social networks. */
  contacts: string;
  socials: string;
  addresses: readonly FooterAddress[];
  phone: { label: string; href: Href };
  email: { label: string; href: Href };
  groups: readonly FooterGroup[];
  /** Follows « © year product ». */
  rights: string;
  product: string;
  /** The social network link, named for screen readers. */
  social: { label: string; href: Href };
};
