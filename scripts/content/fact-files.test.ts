// @vitest-environment node
import { checkFactTexts, readFactTexts, unconfirmedFactFiles } from "./fact-files";

/** The committed facts with one file changed, as the build would read them. */
function problemsWith(file: string, change: (data: ReturnType<typeof JSON.parse>) => void) {
  const texts = readFactTexts().map((entry) => {
    if (entry.file !== file || entry.text === null) return entry;
    const data = JSON.parse(entry.text);
    change(data);
    return { file, text: JSON.stringify(data) };
  });
  return checkFactTexts(texts).problems;
}

describe("the facts' files check", () => {
  it("accepts the committed files, none confirmed yet by the owner", () => {
    const { facts, problems } = checkFactTexts(readFactTexts());
    expect(problems).toBeUndefined();
    expect(unconfirmedFactFiles(facts)).toHaveLength(7);
  });

  it("names the file, the field as the CMS labels it (with the file's label), and the fix", () => {
    expect(
      problemsWith("content/faits/lif-talent.json", (data) => (data.terms.commissionPercent = "15 %")),
    ).toEqual([
      "content/faits/lif-talent.json, champ « Faits et chiffres › LIF Talent › Conditions commerciales › Commission (% du TJM) » (terms.commissionPercent) : nombre attendu : la commission, en % du TJM du consultant, de 0 à 100.",
    ]);
  });

  it("says a field is missing, and names an item of a list by its rank", () => {
    expect(problemsWith("content/faits/groupe.json", (data) => delete data.offices[1].opened)).toEqual([
      "content/faits/groupe.json, champ « Faits et chiffres › Le groupe › Bureaux › n°\u00a02 › Année d’ouverture » (offices.1.opened) : le champ manque, renseignez-le (année attendue, sur quatre chiffres : l’année d’ouverture).",
    ]);
  });

  it("reads an emptied year as « not fixed yet », and refuses a date the pages cannot write", () => {
    expect(
      problemsWith("content/faits/groupe.json", (data) => (data.figures.womenManagersTarget.year = "")),
    ).toBeUndefined();
    expect(
      problemsWith(
        "content/faits/reglementation.json",
        (data) => (data.cpfContribution.effectiveFrom = "1/1/2026"),
      ),
    ).toEqual([
      expect.stringContaining(
        "« Faits et chiffres › Montants réglementaires › Participation forfaitaire CPF › En vigueur depuis » (cpfContribution.effectiveFrom) : date au format AAAA-MM-JJ attendue",
      ),
    ]);
  });

  it("keeps the rules the pages rely on: five steps adding up to the promised total, skills adding up to 100 %", () => {
    expect(
      problemsWith("content/faits/lif-shore.json", (data) => (data.recruitment.steps.tests.max = 5)),
    ).toEqual([expect.stringContaining("les durées maximales des cinq étapes doivent faire ensemble")]);
    expect(
      problemsWith("content/faits/lif-shore.json", (data) => (data.talentPool.skills[0].percent = 40)),
    ).toEqual([expect.stringContaining("les parts des compétences doivent faire 100 % ensemble")]);
  });

  it("refuses a presence city that is not an office of the group, listing the offices", () => {
    expect(
      problemsWith("content/faits/lif-talent.json", (data) => (data.presence[0].city = "Alger")),
    ).toEqual([
      expect.stringMatching(
        /^content\/faits\/lif-talent\.json, champ « Faits et chiffres › LIF Talent › Présence en Afrique › n°\u00a01 › Ville » \(presence\.0\.city\) : « Alger » n’est ni un bureau ni une présence du groupe\. Correction : choisissez l’une des villes des bureaux \(Paris, Dakar/,
      ),
    ]);
  });

  it("lets LIF Form's texts quote the regulatory amounts by name, and no other name", () => {
    expect(
      problemsWith(
        "content/faits/lif-form.json",
        (data) => (data.belgianFunding.quoteNote = "Dont {plafond-cpf}."),
      ),
    ).toBeUndefined();
    expect(
      problemsWith(
        "content/faits/lif-form.json",
        (data) => (data.belgianFunding.quoteNote = "Dont {tarif}."),
      ),
    ).toEqual([
      expect.stringContaining(
        "(belgianFunding.quoteNote) : texte à remplacer {tarif} inconnu. Correction : utilisez l’un des noms connus, {participation-cpf}, {plafond-cpf}",
      ),
    ]);
    expect(
      problemsWith("content/faits/marche.json", (data) => (data.talentShortage.source = "{source}")),
    ).toEqual([expect.stringContaining("ce fichier ne reprend aucun autre fait")]);
  });

  it("reports a missing file and unreadable JSON without a stack trace", () => {
    const texts = readFactTexts().map((entry) =>
      entry.file === "content/faits/marche.json" ? { ...entry, text: null } : entry,
    );
    expect(checkFactTexts(texts).problems).toEqual([
      expect.stringMatching(/^content\/faits\/marche\.json : fichier manquant/),
    ]);
    const broken = readFactTexts().map((entry) =>
      entry.file === "content/faits/groupe.json" ? { ...entry, text: '{ "history": ' } : entry,
    );
    expect(checkFactTexts(broken).problems?.[0]).toMatch(/^content\/faits\/groupe\.json : JSON illisible/);
  });
});
