import * as z from "zod";
import { linkTargets, strayMarkup } from "./inline-markup";
import { itemList, oneCellPerColumn, optional, PAGE_PATHS, prose, proseList } from "./schema-parts";

/**
 * The zod pieces of a legal page's file (./legal-schema.ts): numbered sections, each a list of blocks of five
 * kinds (paragraph, subheading, list, facts, table), the kinds the legal pages draw (components/legal/types.ts).
 * A text may carry a link `[texte](/page)` and bold `**terme**` (./inline-markup.ts); a link must open a page of
 * the site, an https:// address, mailto: or tel:. Each error says in French what to write; the build's message
 * adds the file and the field as the CMS labels it (scripts/content/issues.ts).
 */

const PAGES: ReadonlySet<string> = new Set(PAGE_PATHS);

/** Where a link typed in a legal text may go. */
function linkProblem(href: string): string | undefined {
  if (/^(https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d]+)$/.test(href)) return undefined;
  const page = href.split("#")[0] ?? "";
  if (href.startsWith("/") && PAGES.has(page)) return undefined;
  return `lien « ${href} » : indiquez l’adresse d’une page du site (par exemple /politique-confidentialite), une adresse https://, mailto: ou tel:`;
}

/** A text that may carry links and bold terms: each link checked, a half-typed markup refused. */
export const richText = (fix: string) =>
  prose(fix).superRefine((text, context) => {
    for (const href of linkTargets(text)) {
      const message = linkProblem(href);
      if (message) context.addIssue({ code: "custom", message, input: text });
    }
    if (strayMarkup(text))
      context.addIssue({
        code: "custom",
        message:
          "mise en forme incomplète : un lien s’écrit [texte](/page) et un terme en gras **terme**, chaque signe par paire",
        input: text,
      });
  });

const richList = (fix: string) =>
  z.array(richText(fix), { error: `liste attendue : ${fix}` }).min(1, { error: `liste vide : ${fix}` });

/** The site a block is shown on: both (empty), or only the French or the Belgian one. */
export const SITE_CHOICES = ["fr", "be"] as const;
const site = optional(
  z.enum(SITE_CHOICES, { error: "site attendu : laissez vide pour les deux sites, ou choisissez fr ou be" }),
);

/** A block of one kind: its CMS type (`kind`), its own fields, and the site it is shown on. */
const block = <Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) =>
  z.strictObject({ kind: z.literal(kind), ...shape, site });

const paragraph = block("paragraph", { text: richText("le paragraphe") });
const subheading = block("subheading", { text: prose("l’intertitre, sans point final") });
const list = block("list", {
  items: richList("un point de la liste, terminé par « ; » ou, pour le dernier, par un point"),
});
const facts = block("facts", {
  items: itemList(
    z.strictObject({
      label: prose("l’intitulé (par exemple « SIRET »)"),
      value: richText(
        "la valeur, le plus souvent un nom entre accolades tiré des réglages (par exemple {siret})",
      ),
    }),
    "au moins une ligne",
  ),
});
const table = block("table", {
  caption: prose("la légende du tableau, lue avant lui par les lecteurs d’écran"),
  columns: proseList("le titre d’une colonne"),
  rows: itemList(
    z.strictObject({ cells: richList("une cellule ; la première nomme la ligne") }),
    "au moins une ligne",
  ),
}).superRefine(oneCellPerColumn);

/** One block of a section; `kind` is the CMS's type (« Ajouter : Paragraphe, Liste… »). */
export const legalBlock = z.discriminatedUnion("kind", [paragraph, subheading, list, facts, table], {
  error: "type de bloc inconnu : choisissez Paragraphe, Intertitre, Liste, Fiche ou Tableau",
});

/** A numbered section: its anchor (linked from the table of contents and from other pages), title and blocks. */
export const legalSection = z.strictObject({
  id: z
    .string({ error: "ancre attendue : des minuscules sans accent et des tirets (par exemple vos-droits)" })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      error: "ancre invalide : des minuscules sans accent et des tirets seulement (par exemple vos-droits)",
    }),
  title: prose("le titre de la section, numéroté par le site"),
  blocks: itemList(legalBlock, "au moins un bloc"),
});
