import * as z from "zod";
import { itemList, oneCellPerColumn, prose, proseList } from "../schema-parts";
import { checkList, optionalText } from "../section-parts";

/**
 * The LIF Shore guide's texts (content/pages/lif-shore/guide.json, « Pages LIF Shore » in the CMS), read by
 * app/content/shore/guide.ts, which scripts/guide/render-guide.ts lays out as the PDF offered on /services/lif-shore.
 * The guide's chapters' order and the table of the centres' time differences (facts) stay in that module; its
 * title, each chapter's title, introduction and blocks (by chapter) and the checklist's title are here.
 */

/** A block of one kind: `kind` is its CMS type (« Ajouter : Paragraphe, Liste… »). */
const block = <Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) =>
  z.strictObject({ kind: z.literal(kind), ...shape });

/** Each column's share of the page's width, as many as columns, adding up to 1 (0.3 is 30 %). */
const widths = z.array(z.number({ error: "nombre attendu : la part de la largeur, par exemple 0.3" }), {
  error: "liste attendue : la part de chaque colonne",
});

const table = block("table", {
  columns: proseList("le titre d’une colonne"),
  widths,
  rows: itemList(
    z.strictObject({ cells: proseList("une cellule ; la première nomme la ligne") }),
    "au moins une ligne",
  ),
}).superRefine((sheet, context) => {
  if (sheet.widths.length !== sheet.columns.length)
    context.addIssue({
      code: "custom",
      path: ["widths"],
      message: `${sheet.widths.length} largeur(s) pour ${sheet.columns.length} colonne(s) : donnez une largeur par colonne`,
      input: sheet.widths,
    });
  const total = sheet.widths.reduce((sum, width) => sum + width, 0);
  if (Math.abs(total - 1) > 0.001)
    context.addIssue({
      code: "custom",
      path: ["widths"],
      message: `les largeurs font ${Math.round(total * 100)} % de la page : elles doivent faire 1 en tout (par exemple 0.3, 0.3 et 0.4)`,
      input: sheet.widths,
    });
  oneCellPerColumn(sheet, context);
});

export const guideBlock = z.discriminatedUnion(
  "kind",
  [
    block("paragraph", { text: prose("le paragraphe") }),
    block("subheading", { text: prose("l’intertitre, sans point final") }),
    block("bullets", { items: proseList("un point de la liste") }),
    block("steps", {
      items: itemList(
        z.strictObject({
          title: prose("le titre de l’étape"),
          meta: optionalText("la durée ou le moment de l’étape, par exemple « Toute la journée »"),
          text: prose("ce qui se passe à cette étape"),
        }),
        "au moins une étape",
      ),
    }),
    table,
    block("figures", {
      items: itemList(
        z.strictObject({
          value: prose("la valeur, en général un nom entre accolades, par exemple {economies-nearshore}"),
          label: prose("ce que la valeur mesure"),
        }),
        "au moins un chiffre",
      ),
    }),
    block("callout", { title: prose("le titre de l’encadré"), text: prose("le texte de l’encadré") }),
    // The time differences' table: its rows are the centres' facts, only its column titles are written.
    block("timezones", { columns: proseList("le titre d’une colonne") }),
  ],
  {
    error:
      "type de bloc inconnu : choisissez Paragraphe, Intertitre, Liste, Étapes, Tableau, Chiffres, Encadré ou Tableau des fuseaux",
  },
);

/** A chapter's texts: its title (the guide's contents, which the LIF Shore page lists), introduction and blocks. */
const chapter = z.strictObject({
  title: prose("le titre du chapitre, repris au sommaire du guide et sur la page LIF Shore"),
  intro: prose("le chapeau du chapitre, sous son titre"),
  blocks: itemList(guideBlock, "au moins un bloc"),
});

/** The chapters, by the name app/content/shore/guide.ts gives each (their order is there). */
export const GUIDE_CHAPTERS = [
  "criteres",
  "partenaire",
  "couts",
  "donnees",
  "fuseaux",
  "equipe",
  "gouvernance",
  "contrat",
] as const;
export type GuideChapterName = (typeof GUIDE_CHAPTERS)[number];

export const guideSchema = z.strictObject({
  title: prose(
    "le titre du guide, sur la couverture, sur la page LIF Shore et dans le nom du formulaire qui l’envoie",
  ),
  subtitle: prose("le sous-titre de la couverture"),
  publisher: prose("l’éditeur, sur la couverture"),
  edition: prose("l’édition, par exemple « Édition {annee-edition} »"),
  runningTitle: prose("le titre en haut de chaque page"),
  contentsTitle: prose("le titre du sommaire, par exemple « Sommaire »"),
  audience: checkList,
  chapters: z.strictObject(
    Object.fromEntries(GUIDE_CHAPTERS.map((name) => [name, chapter])) as Record<
      GuideChapterName,
      typeof chapter
    >,
  ),
  checklist: z.strictObject({
    title: prose("le titre de la liste de contrôle, « La liste de contrôle »"),
    intro: prose("la phrase sous le titre de la liste de contrôle"),
    groups: itemList(checkList, "au moins un groupe"),
  }),
  back: z.strictObject({
    title: prose("le titre de la dernière page"),
    text: prose("le paragraphe de la dernière page"),
    contacts: z.strictObject({
      assessment: prose("l’intitulé de l’adresse de l’évaluation gratuite"),
      email: prose("l’intitulé de l’adresse e-mail"),
      phone: prose("l’intitulé du téléphone"),
    }),
    note: prose("la mention en bas de la dernière page"),
  }),
});

export type GuideFile = z.output<typeof guideSchema>;
