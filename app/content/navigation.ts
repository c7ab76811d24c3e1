import type { FooterContent, HeaderContent } from "~/components/layout/shell-types";
import { CONTACT_US } from "~/content/actions";
import { NAV, NAVIGATION_LABELS } from "~/content/files/navigation";
import { SITE } from "~/site.config";

const { header: HEADER, footer: FOOTER } = NAVIGATION_LABELS;

/**
 * The header: its menus and labels from content/navigation.json (./files/navigation.ts, edited in the CMS), the
 * LinkedIn address from the settings, the shared call to action from ./actions.ts.
 */
const header: HeaderContent = {
  nav: NAV,
  skipLink: HEADER.skipLink,
  openMenu: HEADER.openMenu,
  closeMenu: HEADER.closeMenu,
  social: { label: HEADER.social, href: SITE.linkedin },
  contact: CONTACT_US,
};

/** The footer: its columns and labels from content/navigation.json, the contact details from the settings. */
const footer: FooterContent = {
  blurb: FOOTER.blurb,
  addresses: [SITE.addresses.paris, SITE.addresses.tunis],
  phone: { label: SITE.phone, href: SITE.phoneHref },
  email: { label: SITE.email, href: `mailto:${SITE.email}` },
  // The last column (legal information) ends on the button that reopens the cookie choice.
  groups: FOOTER.groups.map((group, index) =>
    index === FOOTER.groups.length - 1 ? { ...group, cookieSettings: FOOTER.cookieSettings } : group,
  ),
  product: SITE.product,
  rights: FOOTER.rights,
  social: { label: FOOTER.social, href: SITE.linkedin },
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
