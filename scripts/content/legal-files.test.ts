// @vitest-environment node
import { readFileSync } from "node:fs";
import { legalPage } from "../../app/content/files/legal";
import { legalBlock } from "../../app/content/files/legal-parts";
import { frenchDate } from "../../app/lib/french";
import { cmsFileEntry } from "./cms-config";
import { COPY_FILES, checkCopyText } from "./copy-files";
import { LEGAL_FILES } from "./legal-files";

/**
 * The legal pages' files (docs/decisions/030): the build refuses a broken one with a French line naming the
 * file, the field as the CMS labels it, and the fix; one case per kind of mistake the legal schema adds.
 */

const NOTICE = "content/pages-legales/mentions-legales.json";
type Data = { sections: { id: string; blocks: Record<string, unknown>[] }[] };

function problemsWith(file: string, change: (data: Data) => void) {
  const entry = COPY_FILES.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`${file} is not a copy file`);
  const data = JSON.parse(readFileSync(file, "utf8")) as Data;
  change(data);
  return checkCopyText(entry, JSON.stringify(data));
}
const block = (data: Data, section: number, index: number) =>
  data.sections[section]?.blocks[index] as Record<string, unknown>;

describe("a legal page's file, as the build checks it", () => {
  it.each(LEGAL_FILES)("%s is accepted as committed", (file) => {
    expect(problemsWith(file, () => {})).toEqual([]);
  });

  it("stops on a date of last update missing, or that is no day of the calendar", () => {
    const field = `${NOTICE}, champ « Pages légales › Dernière mise à jour » (updated)`;
    expect(problemsWith(NOTICE, (data) => delete (data as { updated?: string }).updated)).toEqual([
      `${field} : le champ manque, renseignez-le (date attendue, au format AAAA-MM-JJ : le jour où le texte actuel de la page a pris effet).`,
    ]);
    expect(problemsWith(NOTICE, (data) => Object.assign(data, { updated: "2026-02-31" }))).toEqual([
      `${field} : ce jour n’existe pas au calendrier : choisissez la date dans le calendrier du champ.`,
    ]);
    expect(problemsWith(NOTICE, (data) => Object.assign(data, { updated: "26/11/2026" }))).toEqual([
      `${field} : date au format AAAA-MM-JJ attendue (par exemple 2026-01-01) : le jour où le texte actuel de la page a pris effet.`,
    ]);
  });

  it("stops on a paragraph without its text", () => {
    expect(problemsWith(NOTICE, (data) => delete block(data, 1, 0).text)).toEqual([
      `${NOTICE}, champ « Pages légales › Sections › n°\u00a02 › Blocs › n°\u00a01 › Texte » (sections.1.blocks.0.text) : le champ manque, renseignez-le (texte attendu : le paragraphe).`,
    ]);
  });

  it("stops on a block of an unknown kind", () => {
    expect(problemsWith(NOTICE, (data) => Object.assign(block(data, 1, 0), { kind: "quote" }))).toEqual([
      `${NOTICE}, champ « Pages légales › Sections › n°\u00a02 › Blocs › n°\u00a01 › Type » (sections.1.blocks.0.kind) : type de bloc inconnu : choisissez Paragraphe, Intertitre, Liste, Fiche ou Tableau.`,
    ]);
  });

  it("stops on a link to a page that does not exist, and on a half-typed link", () => {
    expect(
      problemsWith(NOTICE, (data) => {
        block(data, 1, 1).text = "Voir la [politique](/confidentialite).";
        block(data, 1, 0).text = "Voir la [politique] (/politique-confidentialite).";
      }),
    ).toEqual([
      `${NOTICE}, champ « Pages légales › Sections › n°\u00a02 › Blocs › n°\u00a01 › Texte » (sections.1.blocks.0.text) : mise en forme incomplète : un lien s’écrit [texte](/page) et un terme en gras **terme**, chaque signe par paire.`,
      `${NOTICE}, champ « Pages légales › Sections › n°\u00a02 › Blocs › n°\u00a02 › Texte » (sections.1.blocks.1.text) : lien « /confidentialite » : indiquez l’adresse d’une page du site (par exemple /politique-confidentialite), une adresse https://, mailto: ou tel:.`,
    ]);
  });

  it("stops on a table row without a cell per column", () => {
    expect(
      problemsWith(NOTICE, (data) => {
        data.sections[1]?.blocks.push({
          kind: "table",
          caption: "Durées",
          columns: ["Données", "Durée"],
          rows: [{ cells: ["Prospects"] }],
        });
      }),
    ).toEqual([
      `${NOTICE}, champ « Pages légales › Sections › n°\u00a02 › Blocs › n°\u00a03 › Lignes › n°\u00a01 › Cellules » (sections.1.blocks.2.rows.0.cells) : 1 cellule(s) pour 2 colonne(s) : donnez à chaque ligne une cellule par colonne.`,
    ]);
  });

  it("stops on two sections with the same anchor, and on an anchor with capitals", () => {
    expect(
      problemsWith(NOTICE, (data) => {
        Object.assign(data.sections[1] ?? {}, { id: "editeur" });
        Object.assign(data.sections[2] ?? {}, { id: "Hébergement" });
      }),
    ).toEqual([
      `${NOTICE}, champ « Pages légales › Sections › n°\u00a03 › Ancre » (sections.2.id) : ancre invalide : des minuscules sans accent et des tirets seulement (par exemple vos-droits).`,
      `${NOTICE}, champ « Pages légales › Sections › n°\u00a02 › Ancre » (sections.1.id) : ancre « editeur » déjà prise par une autre section : donnez-lui une ancre à elle.`,
    ]);
  });

  it("stops on an identifier's unknown name, and accepts the settings' names besides the facts'", () => {
    const [problem, ...others] = problemsWith(NOTICE, (data) => {
      const publisher = block(data, 0, 1).items as { value: string }[];
      publisher[3] = { ...publisher[3], value: "{sirett}" } as { value: string };
    });
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^content\/pages-legales\/mentions-legales\.json, champ « Pages légales › Sections › n°\u00a01 › Blocs › n°\u00a02 › Lignes › n°\u00a04 › Valeur » \(sections\.0\.blocks\.1\.items\.3\.value\) : texte à remplacer \{sirett\} inconnu\. Correction : utilisez l’un des noms connus, .*\{delai-reponse\}, .*\{siret\}, .*\.$/,
    );
  });
});

describe("a legal page as the pages draw it", () => {
  const data = JSON.parse(readFileSync(NOTICE, "utf8")) as { updated: string };
  const page = (variant: "fr" | "be") => legalPage(NOTICE, data, variant);

  it("prints the file's date in words, and keeps its ISO day for <time>", () => {
    expect(page("fr").updated).toEqual({ text: frenchDate(data.updated), iso: data.updated });
  });

  it("names the Belgian entity on the Belgian site only", () => {
    expect(JSON.stringify(page("fr").sections)).not.toContain("LIF Group Belgium");
    expect(JSON.stringify(page("be").sections)).toContain("LIF Group Belgium");
  });
});

describe("the CMS's « Pages légales » collection", () => {
  it("offers exactly the schema's kinds of block, and a legal page's file for each file the pages read", () => {
    const blocks = cmsFileEntry(NOTICE)
      .fields.find((field) => field.name === "sections")
      ?.fields?.find((field) => field.name === "blocks");
    expect(blocks?.typeKey).toBe("kind");
    expect(blocks?.types?.map((kind) => kind.name)).toEqual(
      legalBlock.options.map((kind) => kind.shape.kind.value),
    );
    for (const file of LEGAL_FILES) expect(cmsFileEntry(file).collection).toBe("Pages légales");
  });
});
