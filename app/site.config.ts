import { OFFICES as GROUP_OFFICES } from "~/facts/group";

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
  hours: "Lun-Ven 9h-18h",
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
    shareCapital: "50 000 €",
    rcs: "RCS Paris 000 000 000",
    siret: "000 000 000 00000",
    vatFr: "FR00 000000000",
    publicationDirector: "le Président de LIF Group SAS",
    trainingDeclarationNumber: "11 75 00000 75",
    trainingDeclarationRegion: "Île-de-France",
    belgium: {
      entityName: "LIF Group Belgium SRL",
      bce: "0000.000.000",
      vat: "BE 0000.000.000",
      address: "Avenue Louise 54, 1050 Bruxelles, Belgique",
    },
    host: {
      name: "OVH SAS",
      address: "2 rue Kellermann, 59100 Roubaix, France",
      phone: "+33 9 72 10 10 07",
    },
  },
} as const;

/** The group's offices, in the order the contact page lists them (the Casablanca presence is not an office). */
export const OFFICES = GROUP_OFFICES.filter((office) => office.status === "open");
