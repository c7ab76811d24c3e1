// The shape of content/settings.json, the site settings the owner edits in the CMS (/admin/). The build parses
// the file with this schema (scripts/content/settings-file.ts) and stops on anything else, with a French message
// naming the file, the field and the fix. Every field here is declared in admin/config.yml and the
// reverse (scripts/content/cms-config.test.ts).
import { z } from "zod";

/** The week as the CMS's day lists offer it, Monday first. */
export const FRENCH_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"] as const;

const text = (fix: string) =>
  z
    .string({ error: `texte attendu : ${fix}` })
    .trim()
    .min(1, { error: `champ vide : ${fix}` });

/**
 * A value the owner supplies later (an identifier, a host): empty until then, and the site shows it as
 * « en cours d’attribution ». The CMS writes an emptied field as "" or leaves it out: all three mean "not yet".
 */
const pending = z.preprocess(
  (value) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value),
  z
    .string({ error: "texte attendu, ou laissez le champ vide tant que la valeur n’est pas connue" })
    .trim()
    .nullable(),
);

const url = z.url({
  protocol: /^https$/,
  error:
    "adresse web complète attendue, commençant par https:// (par exemple https://www.linkedin.com/company/…)",
});

const hour = z
  .number({ error: "heure attendue, un nombre entier de 0 à 24 (par exemple 9)" })
  .int({ error: "heure entière attendue (9, pas 9,5)" })
  .min(0, { error: "heure de 0 à 24 attendue" })
  .max(24, { error: "heure de 0 à 24 attendue" });

const day = z.enum(FRENCH_DAYS, { error: "jour de la semaine attendu, en minuscules (lundi … dimanche)" });

const address = z.strictObject({
  label: text("le nom du bureau tel que la page Contact l’affiche (par exemple « Siège, Paris »)"),
  street: text("le numéro et la rue"),
  city: text("le code postal et la ville"),
  country: text("le pays"),
});

const confirmed = z.boolean({ error: "case à cocher attendue (true ou false)" });

export const SETTINGS_SCHEMA = z.object({
  contact: z.strictObject({
    phone: z
      .string({ error: "numéro de téléphone attendu" })
      .trim()
      .regex(/^\+\d{2,3}( \d{1,4}){2,6}$/, {
        error:
          "numéro au format international attendu, indicatif et groupes séparés par des espaces (+33 1 23 45 67 89)",
      }),
    email: z.email({ error: "adresse e-mail attendue (par exemple contact@lif-group.fr)" }),
  }),
  hours: z
    .strictObject({ firstDay: day, lastDay: day, opens: hour, closes: hour })
    .refine((hours) => FRENCH_DAYS.indexOf(hours.firstDay) <= FRENCH_DAYS.indexOf(hours.lastDay), {
      error: "le premier jour doit précéder le dernier dans la semaine (du lundi au vendredi)",
      path: ["lastDay"],
    })
    .refine((hours) => hours.opens < hours.closes, {
      error: "l’heure d’ouverture doit précéder l’heure de fermeture",
      path: ["closes"],
    }),
  // /.well-known/security.txt (RFC 9116, scripts/security-txt.ts): whom to tell about a flaw, and until when.
  security: z.strictObject({
    contact: z.email({ error: "adresse e-mail attendue, celle qui reçoit les signalements de failles" }),
    expires: z.iso.date({ error: "date au format AAAA-MM-JJ attendue (par exemple 2027-11-01)" }),
  }),
  links: z.strictObject({ linkedin: url, africaSite: url }),
  addresses: z.strictObject({ paris: address, tunis: address }),
  legal: z.strictObject({
    entityName: text("la dénomination sociale (par exemple « LIF Group SAS »)"),
    legalForm: text("la forme juridique en toutes lettres"),
    shareCapital: pending,
    rcs: pending,
    siret: pending,
    vatFr: pending,
    publicationDirector: text("le directeur de la publication (un nom ou une fonction)"),
    trainingDeclarationNumber: pending,
    trainingDeclarationRegion: text("la région du préfet auprès duquel l’activité de formation est déclarée"),
    qualiopi: z.strictObject({ certificateNumber: pending, certifier: pending, validUntil: pending }),
    belgium: z.strictObject({
      entityName: text("la dénomination de l’entité belge"),
      bce: pending,
      vat: pending,
      address: text("l’adresse du siège belge sur une ligne"),
    }),
    host: z.strictObject({ name: pending, address: pending, phone: pending }),
  }),
  confirmed: z.strictObject({
    phone: confirmed,
    parisAddress: confirmed,
    tunisAddress: confirmed,
    belgiumAddress: confirmed,
    links: confirmed,
  }),
});

/** The settings as the site reads them. */
export type Settings = z.output<typeof SETTINGS_SCHEMA>;
