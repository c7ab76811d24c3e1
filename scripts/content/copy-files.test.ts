// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COPY_FILES, type CopyFile, checkCopyFiles, checkCopyText } from "./copy-files";

const entry = (file: string): CopyFile => {
  const found = COPY_FILES.find((candidate) => candidate.file === file);
  if (!found) throw new Error(`${file} is not a copy file`);
  return found;
};

/** The committed file with one change, as the build would read it. */
function problemsWith(file: string, change: (data: Record<string, unknown>) => void) {
  const data = JSON.parse(readFileSync(file, "utf8"));
  change(data);
  return checkCopyText(entry(file), JSON.stringify(data));
}

const items = (data: Record<string, unknown>) => data.items as Record<string, unknown>[];
const first = (data: Record<string, unknown>) => items(data)[0] as Record<string, unknown>;

describe("the copy files check", () => {
  it("accepts every committed copy file", () => {
    expect(checkCopyFiles().problems).toEqual([]);
  });

  it("stops on a testimonial without a role, naming the file, the CMS field and the fix", () => {
    expect(problemsWith("content/temoignages/lif-form.json", (data) => delete first(data).role)).toEqual([
      "content/temoignages/lif-form.json, champ « Témoignages › Témoignages › n°\u00a01 › Fonction » (items.0.role) : le champ manque, renseignez-le (texte attendu : la fonction de la personne citée, jamais son nom (par exemple « DSI »)).",
    ]);
  });

  it("stops on a second quote where the page shows one", () => {
    expect(
      problemsWith("content/temoignages/le-groupe.json", (data) => items(data).push({ ...first(data) })),
    ).toEqual([
      "content/temoignages/le-groupe.json, champ « Témoignages › Témoignages » (items) : cette page montre une seule citation : gardez-en exactement une.",
    ]);
  });

  it("stops on an unknown placeholder, listing the names it knows", () => {
    const [problem, ...others] = problemsWith("content/faq/lif-talent-experts.json", (data) => {
      first(data).answer = "Une commission de {comission}.";
    });
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^content\/faq\/lif-talent-experts\.json, champ « Questions fréquentes › Questions › n°\u00a01 › Réponse » \(items\.0\.answer\) : texte à remplacer \{comission\} inconnu\. Correction : utilisez l’un des noms connus, \{tarif-intra\}, .*\{commission\}, .*\.$/,
    );
  });

  it("offers a fact worded per site only to a page read for each site", () => {
    const quoteNote = (data: Record<string, unknown>) => {
      first(data).answer = "{note-devis}";
    };
    expect(problemsWith("content/faq/lif-form.json", quoteNote)).toEqual([]);
    expect(problemsWith("content/faq/lif-talent-experts.json", quoteNote)).toEqual([
      expect.stringContaining("texte à remplacer {note-devis} inconnu"),
    ]);
  });

  it("stops on a link to a page that does not exist", () => {
    expect(
      problemsWith("content/faq/lif-talent-entreprises.json", (data) => {
        const withLink = items(data).find((item) => item.link) as { link: { to: string } };
        withLink.link.to = "/back-office";
      }),
    ).toEqual([
      "content/faq/lif-talent-entreprises.json, champ « Questions fréquentes › Questions › n°\u00a05 › Lien sous la réponse › Page » (items.4.link.to) : page inexistante : choisissez l’une des pages du site dans la liste (app/pages.ts les déclare).",
    ]);
    expect(
      problemsWith("content/navigation.json", (data) => {
        const footer = data.footer as { groups: { links: { to: string }[] }[] };
        const [link] = footer.groups[0]?.links ?? [];
        if (link) link.to = "/services/lif-talent/";
      }),
    ).toEqual([
      expect.stringContaining(
        "« Navigation › Pied de page › Colonnes de liens › n°\u00a01 › Liens › n°\u00a01 › Page » (footer.groups.0.links.0.to) : page inexistante",
      ),
    ]);
  });

  it("stops on an icon outside the fixed list", () => {
    expect(problemsWith("content/partenaires.json", (data) => (first(data).icon = "GraduationCap"))).toEqual([
      "content/partenaires.json, champ « Partenaires › Partenaires › n°\u00a01 › Icône » (items.0.icon) : icône attendue, l’une de : ecole, cloud, entreprise, reseau, partenariat, bouclier, globe, equipe.",
    ]);
  });

  it("accepts an FAQ entry without a link however the CMS writes it", () => {
    for (const none of [undefined, null, {}, { label: "", to: "" }])
      expect(
        problemsWith("content/faq/lif-form.json", (data) => {
          first(data).link = none;
        }),
      ).toEqual([]);
  });

  it("refuses a file that no page reads, and a file that is missing", () => {
    const root = mkdtempSync(join(tmpdir(), "copy-files-"));
    try {
      cpSync("content", join(root, "content"), { recursive: true });
      cpSync("admin", join(root, "admin"), { recursive: true });
      writeFileSync(join(root, "content/temoignages/accueil.json"), '{ "items": [] }');
      rmSync(join(root, "content/partenaires.json"));
      expect(checkCopyFiles(root).problems).toEqual([
        "content/partenaires.json : fichier manquant. Correction : rétablissez-le depuis l’historique du dépôt.",
        "content/temoignages/accueil.json : aucune page ne lit ce fichier. Correction : supprimez-le ; chaque page a déjà le sien dans le CMS.",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
