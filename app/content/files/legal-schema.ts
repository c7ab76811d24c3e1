import * as z from "zod";
import { isoDate } from "~/facts/fact-fields";
import { legalSection } from "./legal-parts";
import { itemList, prose } from "./schema-parts";

/**
 * A legal page as the owner edits it in the CMS (content/pages-legales/<page>.json, « Pages légales »): the label
 * above its title, the day its current text took effect (« Dernière mise à jour », which the build checks against
 * the text's history: scripts/content/legal-dates.ts) and its numbered sections (./legal-parts.ts). Its title and
 * lead are the page table's (app/pages.ts). The identifiers and dates come from the settings and
 * the facts by name ({siret}, {duree-prospects}): ./legal-placeholders.ts. Checked by the build and the dev
 * server (scripts/content/copy-files.ts).
 */
export const legalPageSchema = z
  .strictObject({
    eyebrow: prose("le petit intitulé au-dessus du titre (« Informations légales »)"),
    updated: isoDate("le jour où le texte actuel de la page a pris effet").refine(isCalendarDay, {
      error: "ce jour n’existe pas au calendrier : choisissez la date dans le calendrier du champ",
    }),
    sections: itemList(legalSection, "au moins une section"),
  })
  .superRefine(({ sections }, context) => {
    const seen = new Set<string>();
    sections.forEach(({ id }, index) => {
      if (seen.has(id))
        context.addIssue({
          code: "custom",
          path: ["sections", index, "id"],
          message: `ancre « ${id} » déjà prise par une autre section : donnez-lui une ancre à elle`,
          input: id,
        });
      seen.add(id);
    });
  });

/** "2026-02-31" has the date's shape but is no day: the page would print a date that never was. */
function isCalendarDay(iso: string): boolean {
  // A value without the date's shape is the pattern's to report, once.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return true;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(iso);
}

export type LegalPageFile = z.output<typeof legalPageSchema>;
