import * as z from "zod";
import { text as prose, textList as proseList } from "~/facts/fact-fields";
import { PAGES, type PagePath } from "~/pages";

/**
 * The zod pieces every copy file's schema is made of (./*-schema.ts): a text, a list of texts, a link to a page
 * of the site, an icon from the fixed list. Each error says, in French, what to write; the build's message adds
 * the file and the field as the CMS labels it (scripts/content/issues.ts).
 */

// A required text and a list of them: the same fields, with the same French fixes, as the facts' files.
export { prose, proseList };

/** A text as an editor may type it: straight or curly apostrophes, any run of spaces. */
export const asTyped = (text: string) => text.replaceAll("'", "’").replace(/\s+/g, " ").trim();

/**
 * A text the specification fixes word for word (/work/shared/spec/site-spec.md: a validation message, a toast):
 * the CMS shows it, the build refuses any other wording, typography aside.
 */
export const specWording = (what: string, expected: string) =>
  prose(what).refine((text) => asTyped(text) === asTyped(expected), {
    error: `texte imposé par le cahier des charges : écrivez exactement « ${expected} »`,
  });

/** A list of items, at least one. */
export const itemList = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: `liste attendue : ${what}` }).min(1, { error: `liste vide : ajoutez ${what}` });

/** A table's check: each row has one cell per column (a legal page's table, a table of the LIF Shore guide). */
export function oneCellPerColumn(
  sheet: { columns: readonly unknown[]; rows: readonly { cells: readonly unknown[] }[] },
  context: z.RefinementCtx,
) {
  sheet.rows.forEach((row, index) => {
    if (row.cells.length !== sheet.columns.length)
      context.addIssue({
        code: "custom",
        path: ["rows", index, "cells"],
        message: `${row.cells.length} cellule(s) pour ${sheet.columns.length} colonne(s) : donnez à chaque ligne une cellule par colonne`,
        input: row.cells,
      });
  });
}

/** Every page of the site (app/pages.ts, the one source of routes), for a link chosen in the CMS. */
export const PAGE_PATHS = PAGES.map((page) => page.path) as [PagePath, ...PagePath[]];

/** A link to a page of the site: a page that does not exist is refused. */
export const pagePath = z.enum(PAGE_PATHS, {
  error: "page inexistante : choisissez l’une des pages du site dans la liste (app/pages.ts les déclare)",
});

/** A link: its text and the page it opens. */
export const pageLink = (what: string) =>
  z.strictObject({ label: prose(`le texte du lien ${what}`), to: pagePath });

/**
 * An optional group of fields (a link under an answer): the CMS writes an untouched group as absent, null, or an
 * object of empty values; all mean "none", stored as null.
 */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === "") return null;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const inner = Object.values(value);
      if (inner.every((item) => item === null || item === undefined || item === "")) return null;
    }
    return value;
  }, schema.nullable());

/** The icons a copy file may name: a fixed list, drawn by ./icons.ts (the CMS offers the same names). */
export const ICON_NAMES = [
  "ecole",
  "cloud",
  "entreprise",
  "reseau",
  "partenariat",
  "bouclier",
  "globe",
  "equipe",
  // The LIF Shore pages' icons (content/pages/lif-shore/).
  "personnes",
  "mallette",
  "tableau-de-bord",
  "cycle",
  "jauge",
  "calendrier",
  "horloge",
  "boussole",
  "euro",
  "langues",
  "carte",
  "document-verrouille",
  "cle",
  "aller-retour",
  "haut-bas",
  "contrat",
  "couches",
  "messages",
  "puzzle",
  "actualiser",
  "cible",
  "chronometre",
  "cloche-alerte",
  "cloche",
  "liste-validee",
  "sauvegarde",
  "empreinte",
  "ordinateur",
  "lien",
  "registre",
  "bouclier-alerte",
  "personne-validee",
  "telechargement",
  "projets",
  "recompense",
  "confiance",
  "vue",
  "badge-valide",
  "code",
  "base-de-donnees",
  "ecrans",
  "serveur",
  "bogue",
  "document-valide",
  "radar",
  "analyse",
  "sirene",
  "flux",
  // The LIF Form pages' icons (content/pages/lif-form/).
  "laboratoire",
  // The LIF Talent pages' icons (content/pages/lif-talent/).
  "oeil",
  "agenda",
  "video",
  "liste-taches",
  "bulle",
  "recu",
  "balance",
  "periode",
  "portefeuille",
  "recherche",
  // The group pages' icons (content/pages/groupe/; `oeil` and `balance` are the LIF Talent pages' above).
  "profil-valide",
  "trophee",
  "ampoule",
  "pousse",
  // The partnership page's icon (content/pages/groupe/partenariat.json).
  "megaphone",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const iconName = z.enum(ICON_NAMES, {
  error: `icône attendue, l’une de : ${ICON_NAMES.join(", ")}`,
});
