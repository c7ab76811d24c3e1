import type { FooterContent, HeaderContent } from "~/components/layout/shell-types";
import { CONTACT_US } from "~/content/actions";
import { errorPagesCopy } from "~/content/files/errors";
import type { ErrorsFile } from "~/content/files/errors-schema";
import { INTERFACE } from "~/content/files/interface";
import { NAV, NAVIGATION_LABELS } from "~/content/files/navigation";
import { readCopy } from "~/content/files/read-copy";
import { SITE } from "~/site.config";
import errors from "../../content/pages/erreurs.json" with { type: "json" };

const { header: HEADER, footer: FOOTER } = NAVIGATION_LABELS;
/** What the header and the footer both say to screen readers (content/interface.json). */
const shellWords = { logo: INTERFACE.logo, newTab: INTERFACE.newTab };

/**
 * The header: its menus and labels from content/navigation.json (./files/navigation.ts, edited in the CMS), the
 * names screen readers give its navigations and links from content/interface.json (./files/interface.ts), the
 * LinkedIn address from the settings, the shared call to action from ./actions.ts.
 */
const header: HeaderContent = {
  nav: NAV,
  skipLink: HEADER.skipLink,
  openMenu: HEADER.openMenu,
  closeMenu: HEADER.closeMenu,
  ...INTERFACE.header,
  social: { label: HEADER.social, href: SITE.linkedin },
  contact: CONTACT_US,
  ...shellWords,
};

/** The footer: its columns and labels from content/navigation.json, the contact details from the settings. */
const footer: FooterContent = {
  blurb: FOOTER.blurb,
  ...INTERFACE.footer,
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
  ...shellWords,
};

/**
 * The page shown when rendering fails and the page of an unknown address: their texts from
 * content/pages/erreurs.json, the spec's English heading and the e-mail address from code (./files/errors.ts).
 * Nothing is reported automatically, so the error page says so and asks the visitor to write to us.
 */
const { error, notFound } = errorPagesCopy(readCopy("content/pages/erreurs.json", errors as ErrorsFile));

/** The shell's copy: the header and footer of every page, the error page and the not-found page. */
export const navigation = { header, footer, error, notFound };
