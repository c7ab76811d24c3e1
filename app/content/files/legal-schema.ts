import * as z from "zod";
import { legalSection } from "./legal-parts";
import { itemList, prose } from "./schema-parts";

/**
 * A legal page as the owner edits it in the CMS (content/pages-legales/<page>.json, « Pages légales »): the label
 * above its title and its numbered sections (./legal-parts.ts). Its title and lead are the page table's
 * (app/pages.ts), its date of last update is versions.ts's. The identifiers and dates come from the settings and
 * the facts by name ({siret}, {duree-prospects}): ./legal-placeholders.ts. Checked by the build and the dev
 * server (scripts/content/copy-files.ts).
 */
export const legalPageSchema = z
  .strictObject({
    eyebrow: prose("le petit intitulé au-dessus du titre (« Informations légales »)"),
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

export type LegalPageFile = z.output<typeof legalPageSchema>;
