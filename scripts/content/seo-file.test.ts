// @vitest-environment node
import { readFileSync } from "node:fs";
import { PAGES } from "../../app/pages";
import { COPY_FILES, checkCopyText } from "./copy-files";

/** Each page's search-engine copy (content/referencement.json, app/content/files/seo-schema.ts). */
const FILE = "content/referencement.json";
const entry = COPY_FILES.find((candidate) => candidate.file === FILE);
if (!entry) throw new Error(`${FILE} is not a copy file`);

type PageCopy = {
  crumb: string;
  title: string;
  description: string;
  h1: string;
  be?: unknown;
  service?: unknown;
};

/** The committed file with one change, as the build would read it. */
function problemsWith(change: (data: Record<string, PageCopy>) => void) {
  const data = JSON.parse(readFileSync(FILE, "utf8"));
  change(data);
  return checkCopyText(entry as NonNullable<typeof entry>, JSON.stringify(data));
}

const page = (data: Record<string, PageCopy>, path: string) => data[path] as PageCopy;

describe("the search-engine copy check (content/referencement.json)", () => {
  it("holds every page of app/pages.ts once, in the table's order", () => {
    expect(Object.keys(JSON.parse(readFileSync(FILE, "utf8")))).toEqual(PAGES.map(({ path }) => path));
    expect(problemsWith(() => {})).toEqual([]);
  });

  it("stops on a page missing from the file: pages are code, the file only words them", () => {
    expect(problemsWith((data) => delete data["/partners"])).toEqual([
      `${FILE}, champ « Référencement › Partenaires (/partners) » (/partners) : le champ manque, renseignez-le (cette page existe sur le site (app/pages.ts) : rétablissez son entrée avec son nom, son titre, sa description et son grand titre (l’historique du dépôt la garde)).`,
    ]);
  });

  it("stops on a page that app/pages.ts does not declare", () => {
    expect(
      problemsWith((data) => {
        data["/blog"] = { ...page(data, "/contact") };
      }),
    ).toEqual([
      `${FILE} : champ(s) inconnu(s) : /blog. Correction : supprimez-les, ou déclarez-les dans le schéma et dans admin/config.yml.`,
    ]);
  });

  it("stops on an empty field", () => {
    expect(problemsWith((data) => (page(data, "/services").crumb = " "))).toEqual([
      `${FILE}, champ « Référencement › Nos services (/services) › Nom dans le fil d’Ariane » (/services.crumb) : champ vide : le nom court de la page dans le fil d’Ariane (par exemple « Contact »).`,
    ]);
  });

  it("stops on a title or a description too long to be anything but a pasted paragraph, counting facts as shown", () => {
    const long = "Un titre qui ne finit pas ".repeat(4);
    expect(problemsWith((data) => (page(data, "/services").title = long))).toEqual([
      `${FILE}, champ « Référencement › Nos services (/services) › Titre (onglet et résultats de recherche) » (/services.title) : trop long (plus de 90 caractères ; Google n’en montre qu’environ 60) : raccourcissez le titre de la page dans l’onglet et dans les résultats de recherche.`,
    ]);
    // 201 characters as the page shows it: {commission} counts as « 15 % ».
    const description = `${"x".repeat(197)}{commission}`;
    expect(problemsWith((data) => (page(data, "/lif-talent/modele").description = description))).toEqual([
      expect.stringContaining(
        "(/lif-talent/modele.description) : trop long (plus de 200 caractères ; Google n’en montre qu’environ 155)",
      ),
    ]);
    expect(
      problemsWith(
        (data) => (page(data, "/lif-talent/modele").description = `${"x".repeat(196)}{commission}`),
      ),
    ).toEqual([]);
  });

  it("stops on a title or a description too short to describe a page", () => {
    expect(problemsWith((data) => (page(data, "/contact").description = "Contactez-nous."))).toEqual([
      `${FILE}, champ « Référencement › Contact (/contact) › Description (résultats de recherche) » (/contact.description) : trop court (moins de 50 caractères) : complétez la description de la page dans les résultats de recherche.`,
    ]);
    expect(problemsWith((data) => (page(data, "/services").title = "Services"))).toEqual([
      expect.stringContaining("(/services.title) : trop court (moins de 15 caractères)"),
    ]);
  });

  it("stops on a Belgian override too long, and reads one the CMS left empty as none", () => {
    expect(
      problemsWith((data) => {
        (page(data, "/").be as { title: string }).title = "Un titre qui ne finit pas ".repeat(4);
      }),
    ).toEqual([
      expect.stringContaining(
        "« Référencement › Accueil (/) › Site belge (si le texte diffère) › Titre sur le site belge » (/.be.title) : trop long",
      ),
    ]);
    expect(problemsWith((data) => (page(data, "/contact").be = { title: "", description: "" }))).toEqual([]);
    expect(problemsWith((data) => (page(data, "/contact").be = null))).toEqual([]);
  });

  it("stops on a text the spec gives word for word, naming the text to restore", () => {
    expect(problemsWith((data) => (page(data, "/contact").h1 = "Nous contacter"))).toEqual([
      `${FILE}, champ « Référencement › Contact (/contact) › Grand titre de la page » (/contact.h1) : texte imposé par le cahier des charges : remettez exactement « Contactez-nous ».`,
    ]);
    expect(problemsWith((data) => (page(data, "/about").title = "Qui sommes-nous | LIF Group"))).toEqual([
      expect.stringContaining("remettez exactement « Qui Sommes-Nous - LIF Group »"),
    ]);
  });

  it("wants the words of a service on exactly the pages that sell one, and reads an empty group as none", () => {
    expect(problemsWith((data) => delete page(data, "/services/lif-form").service)).toEqual([
      expect.stringContaining(
        "(/services/lif-form.service) : cette page vend un service : donnez son nom et son type",
      ),
    ]);
    expect(
      problemsWith(
        (data) => (page(data, "/about").service = { name: "Conseil", type: "Conseil en stratégie" }),
      ),
    ).toEqual([expect.stringContaining("(/about.service) : cette page ne vend pas de service")]);
    expect(
      problemsWith((data) => (page(data, "/about").service = { name: "", type: "", audience: "" })),
    ).toEqual([]);
  });

  it("stops on an unknown placeholder, as in every copy file", () => {
    expect(
      problemsWith(
        (data) => (page(data, "/").h1 = "Votre équipe IT déployée en Afrique en {delai-deploiment}"),
      ),
    ).toEqual([expect.stringContaining("(/.h1) : texte à remplacer {delai-deploiment} inconnu")]);
  });
});
