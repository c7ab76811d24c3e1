import type { ContactFile } from "~/content/files/group/contact-schema";
import { readCopy } from "~/content/files/read-copy";
import { present } from "~/content/files/sections";
import { OFFICES, SITE } from "~/site.config";
import data from "../../content/pages/groupe/contact.json" with { type: "json" };

/**
 * The contact page (/contact): its texts are the file content/pages/groupe/contact.json, edited in the CMS
 * (« Pages du groupe »); the coordinates, the offices and the map's addresses come from the settings
 * (content/settings.json); the form's type and the map's section id are here.
 */
const copy = present(readCopy("content/pages/groupe/contact.json", data as ContactFile));
const { paris } = SITE.addresses;
const { details, map } = copy;

/** The contact page: the message form beside our coordinates and offices, then the map of the head office. */
export const contact = {
  hero: copy.hero,
  form: { title: copy.form.title, formType: "contact" },
  /** The message a visitor starts from when a course page sent them here (`?formation=<slug>`). */
  courseMessage: (course: string) => `${copy.courseMessage} «\u00a0${course}\u00a0».`,
  details: {
    title: details.title,
    address: {
      label: details.address,
      lines: [`${SITE.product}, ${paris.street}`, `${paris.city}, ${paris.country}`],
    },
    phone: { label: details.phone, text: SITE.phone, href: SITE.phoneHref },
    email: { label: details.email, text: SITE.email, href: `mailto:${SITE.email}` },
    hours: { label: details.hours, text: SITE.hours },
  },
  offices: {
    ...copy.offices,
    items: OFFICES.map(({ city, country, role }) => ({ city, country, role })),
  },
  /** The map is an island: its props are written into the page in this order, kept from before the move. */
  map: {
    id: "nous-localiser",
    title: map.title,
    intro: map.intro,
    embed: SITE.mapEmbed,
    link: SITE.mapLink,
    address: `${paris.street}, ${paris.city}`,
    frameTitle: map.frameTitle,
    placeholderTitle: map.placeholderTitle,
    placeholderText: map.placeholderText,
    showButton: map.showButton,
    externalLink: map.externalLink,
  },
} as const;
