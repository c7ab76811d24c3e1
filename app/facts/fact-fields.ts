// The kinds of field the facts' files hold (content/faits/*.json), as zod schemas whose errors carry their fix in
// French: the build names the file and the field as the CMS labels it, then this text (scripts/content/issues.ts).
// Only the build's checks and the dev server import zod; the pages read the files without it.
import { z } from "zod";

/** A text that may not be empty. */
export const text = (fix: string) =>
  z
    .string({ error: `texte attendu : ${fix}` })
    .trim()
    .min(1, { error: `champ vide : ${fix}` });

/** A list of texts, at least one, none empty. */
export const textList = (fix: string) =>
  z.array(text(fix), { error: `liste attendue : ${fix}` }).min(1, { error: `liste vide : ${fix}` });

/** Any number (a coordinate, a signed percentage), with what it is. */
export const number = (what: string) => z.number({ error: `nombre attendu : ${what}` });

/** A whole number of 0 or more (a count, a duration, a year). */
export const whole = (what: string) =>
  z
    .number({ error: `nombre entier attendu : ${what}` })
    .int({ error: `nombre entier attendu (sans virgule) : ${what}` })
    .min(0, { error: `nombre positif attendu : ${what}` });

/** A number of 0 or more, decimals allowed (3.5 hours). */
export const positive = (what: string) => number(what).min(0, { error: `nombre positif attendu : ${what}` });

/** A percentage from 0 to 100 (decimals allowed: 99,97 is written 99.97). */
export const percent = (what: string) =>
  number(`${what}, de 0 à 100`)
    .min(0, { error: `pourcentage de 0 à 100 attendu : ${what}` })
    .max(100, { error: `pourcentage de 0 à 100 attendu : ${what}` });

/** A year of four digits. */
export const year = (what: string) =>
  z
    .number({ error: `année attendue, sur quatre chiffres : ${what}` })
    .int({ error: `année entière attendue : ${what}` })
    .min(1900, { error: `année sur quatre chiffres attendue : ${what}` })
    .max(2100, { error: `année sur quatre chiffres attendue : ${what}` });

/**
 * A year the owner gives later: empty until then (the pages then state the fact without a date and the launch
 * gate lists it). The CMS writes an emptied number as "" or leaves it out: all mean "not yet", stored as null.
 */
export const laterYear = (what: string) =>
  z.preprocess((value) => (value === undefined || value === "" ? null : value), year(what).nullable());

/** From … to …, the smaller first: `{ "min": 2, "max": 3 }`. */
export const range = (what: string, bound: (what: string) => z.ZodNumber = positive) =>
  z
    .strictObject({
      min: bound(`le plus petit nombre de ${what}`),
      max: bound(`le plus grand nombre de ${what}`),
    })
    .refine((span) => span.min <= span.max, {
      error: `le minimum de ${what} doit être inférieur ou égal au maximum`,
      path: ["max"],
    });

/** A date as AAAA-MM-JJ: the CMS's plain text field, so the stored value is exactly what the build reads. */
export const isoDate = (what: string) =>
  z
    .string({ error: `date attendue, au format AAAA-MM-JJ : ${what}` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
      error: `date au format AAAA-MM-JJ attendue (par exemple 2026-01-01) : ${what}`,
    });

/** A place on the maps, in decimal degrees. */
export const position = z.strictObject({
  longitude: number("la longitude en degrés décimaux, négative à l’ouest de Greenwich (Dakar : -17.4677)")
    .min(-180, { error: "longitude de -180 à 180 attendue" })
    .max(180, { error: "longitude de -180 à 180 attendue" }),
  latitude: number("la latitude en degrés décimaux, négative au sud de l’équateur (Nairobi : -1.2921)")
    .min(-90, { error: "latitude de -90 à 90 attendue" })
    .max(90, { error: "latitude de -90 à 90 attendue" }),
});

/** Hours from UTC, in winter and in summer (Paris: 1 and 2). */
export const utcOffsets = z.strictObject({
  winter: number("le décalage avec l’heure universelle en hiver, en heures (Paris : 1)"),
  summer: number("le décalage avec l’heure universelle en été, en heures (Paris : 2)"),
});

/** Ticked in the CMS once the owner has checked the file's values; until then the launch gate lists it. */
export const confirmed = z.boolean({ error: "case à cocher attendue (true ou false)" });
