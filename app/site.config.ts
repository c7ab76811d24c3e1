import { OFFICES as GROUP_OFFICES } from "~/facts/group";
import type { Settings } from "~/facts/settings-schema";
import { typesetAll } from "~/lib/french";
import { ORIGINS } from "~/lib/origins";
import settingsFile from "../content/settings.json" with { type: "json" };

/**
 * The site settings the owner edits in the CMS (/admin/): content/settings.json. The build has already parsed the
 * file with its schema (app/facts/settings-schema.ts) and stopped on an invalid one, so this module only reads it:
 * the schema and zod stay out of the pages' scripts.
 */
const settings = settingsFile as Settings;

/** The days of the week, schema.org's name and the French one. */
const WEEK = [
  ["Monday", "lundi"],
  ["Tuesday", "mardi"],
  ["Wednesday", "mercredi"],
  ["Thursday", "jeudi"],
  ["Friday", "vendredi"],
  ["Saturday", "samedi"],
  ["Sunday", "dimanche"],
] as const;

/**
 * Opening hours, written once in the settings: the pages print them as a sentence (SITE.hours), the structured
 * data reads the same days and hours (SITE.openingHours).
 */
const OPENING = settings.hours;
const dayIndex = (day: string) => WEEK.findIndex(([, french]) => french === day);
const openDays = WEEK.slice(dayIndex(OPENING.firstDay), dayIndex(OPENING.lastDay) + 1);
const twoDigits = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** "+33 1 99 00 12 34" → "tel:+33199001234". */
const telHref = (phone: string): `tel:${string}` => `tel:${phone.replace(/\s/g, "")}`;

/** The schema only lets https:// addresses through. */
const https = (url: string) => url as `https://${string}`;

/**
 * Site facts: the one place for names, contact details, offices and legal entity data. The editable ones come
 * from content/settings.json, the prose among them typeset for French (app/lib/french.ts); the product name,
 * the origins and the map stay in code.
 */
export const SITE = {
  product: "LIF Group",
  origins: ORIGINS,
  phone: settings.contact.phone,
  phoneHref: telHref(settings.contact.phone),
  email: settings.contact.email,
  /** Opening hours as a careful editor writes them (the specification's « Lun-Ven 9h-18h »). */
  hours: `Du ${openDays[0]?.[1]} au ${openDays.at(-1)?.[1]}, de ${OPENING.opens}\u00a0h à ${OPENING.closes}\u00a0h`,
  /** The same hours as schema.org's OpeningHoursSpecification wants them. */
  openingHours: {
    dayOfWeek: openDays.map(([day]) => day),
    opens: twoDigits(OPENING.opens),
    closes: twoDigits(OPENING.closes),
  },
  linkedin: https(settings.links.linkedin),
  africaSite: https(settings.links.africaSite),
  addresses: typesetAll(settings.addresses),
  /** The Paris office on OpenStreetMap: loaded only after consent or a click on its placeholder. */
  mapEmbed:
    "https://www.openstreetmap.org/export/embed.html?bbox=2.3270%2C48.8660%2C2.3370%2C48.8715&layer=mapnik&marker=48.8687%2C2.3320",
  mapLink: "https://www.openstreetmap.org/?mlat=48.8687&mlon=2.3320#map=17/48.8687/2.3320",
  // Identifiers the owner supplies are null until then, shown as « en cours d’attribution » (see orPending).
  legal: typesetAll(settings.legal),
} as const;

/** How a legally required value reads until the owner has supplied it. */
export const PENDING = "en cours d’attribution";

/** A legal value, or the pending wording while the owner has not supplied it. */
export const orPending = (value: string | null): string => value ?? PENDING;

/**
 * Facts shown on the site from editable defaults that the owner must confirm before launch and that are not
 * settings (those the owner ticks in the CMS: content/settings.json, « Valeurs confirmées ») nor facts (the
 * « Chiffres confirmés » box of each file of content/faits/). `npm run build`
 * lists them with the legal values still missing; a production build fails while any is left
 * (scripts/checks/launch-gate.ts).
 */
export const TO_CONFIRM: readonly { fact: string; where: string }[] = [
  {
    fact: "Dirigeants : noms et parcours (affichés par rôle tant qu’ils manquent)",
    where: "app/content/ (le groupe)",
  },
  { fact: "Catalogue de formations, témoignages et réponses des FAQ", where: "app/content/" },
];

/** The group's offices, in the order the contact page lists them (the Casablanca presence is not an office). */
export const OFFICES = GROUP_OFFICES.filter((office) => office.status === "open");
