import { OFFICES as GROUP_OFFICES } from "~/facts/group";

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
 * Opening hours, written once: the pages print them as a sentence (SITE.hours), the structured data reads the
 * same days and hours (SITE.openingHours).
 */
const OPENING = { firstDay: 0, lastDay: 4, opens: 9, closes: 18 } as const;
const openDays = WEEK.slice(OPENING.firstDay, OPENING.lastDay + 1);
const twoDigits = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/**
 * Site facts: the one place for names, contact details, offices and legal entity data.
 * The owner replaces the defaults below with real values; everything else reads them from here.
 */
export const SITE = {
  product: "LIF Group",
  origins: { fr: "https://www.lif-group.fr", be: "https://www.lif-group.be" },
  /** A number from the range Arcep reserves for fiction, until the owner supplies the real one. */
  phone: "+33 1 99 00 12 34",
  phoneHref: "tel:+33199001234",
  email: "contact@lif-group.fr",
  /** Opening hours as a careful editor writes them (the specification's « Lun-Ven 9h-18h »). */
  hours: `Du ${openDays[0]?.[1]} au ${openDays.at(-1)?.[1]}, de ${OPENING.opens}\u00a0h à ${OPENING.closes}\u00a0h`,
  /** The same hours as schema.org's OpeningHoursSpecification wants them. */
  openingHours: {
    dayOfWeek: openDays.map(([day]) => day),
    opens: twoDigits(OPENING.opens),
    closes: twoDigits(OPENING.closes),
  },
  linkedin: "https://www.linkedin.com/company/lif-group",
  africaSite: "https://www.lif-africa.com",
  addresses: {
    paris: { label: "Siège, Paris", street: "10 rue de la Paix", city: "75002 Paris", country: "France" },
    tunis: {
      label: "Tunis",
      street: "Immeuble Carthage Center, rue du Lac Léman",
      city: "1053 Les Berges du Lac, Tunis",
      country: "Tunisie",
    },
  },
  /** The Paris office on OpenStreetMap: loaded only after consent or a click on its placeholder. */
  mapEmbed:
    "https://www.openstreetmap.org/export/embed.html?bbox=2.3270%2C48.8660%2C2.3370%2C48.8715&layer=mapnik&marker=48.8687%2C2.3320",
  mapLink: "https://www.openstreetmap.org/?mlat=48.8687&mlon=2.3320#map=17/48.8687/2.3320",
  legal: {
    entityName: "LIF Group SAS",
    legalForm: "Société par actions simplifiée",
    // Identifiers the owner supplies: null until then, shown as « en cours d’attribution » (see orPending).
    shareCapital: null as string | null,
    rcs: null as string | null,
    siret: null as string | null,
    vatFr: null as string | null,
    publicationDirector: "le Président de LIF Group SAS",
    trainingDeclarationNumber: null as string | null,
    trainingDeclarationRegion: "Île-de-France",
    /** LIF Form's Qualiopi certificate, published on its page as a certified body must. */
    qualiopi: {
      certificateNumber: null as string | null,
      certifier: null as string | null,
      validUntil: null as string | null,
    },
    belgium: {
      entityName: "LIF Group Belgium SRL",
      bce: null as string | null,
      vat: null as string | null,
      address: "Avenue Louise 54, 1050 Bruxelles, Belgique",
    },
    host: {
      name: null as string | null,
      address: null as string | null,
      phone: null as string | null,
    },
  },
} as const;

/** How a legally required value reads until the owner has supplied it. */
export const PENDING = "en cours d’attribution";

/** A legal value, or the pending wording while the owner has not supplied it. */
export const orPending = (value: string | null): string => value ?? PENDING;

/**
 * Facts shown on the site from editable defaults that the owner must confirm before launch. `npm run build` lists
 * them with the legal values still missing; a production build fails while any is left (scripts/launch-gate.ts).
 */
export const TO_CONFIRM: readonly { fact: string; where: string }[] = [
  { fact: "Téléphone (numéro de la plage réservée à la fiction)", where: "SITE.phone" },
  { fact: "Adresse du siège à Paris", where: "SITE.addresses.paris" },
  { fact: "Adresse du bureau de Tunis", where: "SITE.addresses.tunis" },
  { fact: "Adresse de l’entité belge", where: "SITE.legal.belgium.address" },
  { fact: "Page LinkedIn et site Afrique", where: "SITE.linkedin, SITE.africaSite" },
  { fact: "Chiffres du groupe et dates d’ouverture des bureaux", where: "app/facts/" },
  {
    fact: "Dirigeants : noms et parcours (affichés par rôle tant qu’ils manquent)",
    where: "app/content/ (le groupe)",
  },
  { fact: "Catalogue de formations, témoignages et réponses des FAQ", where: "app/content/" },
];

/** The group's offices, in the order the contact page lists them (the Casablanca presence is not an office). */
export const OFFICES = GROUP_OFFICES.filter((office) => office.status === "open");
