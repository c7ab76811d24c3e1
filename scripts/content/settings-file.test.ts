// @vitest-environment node
import { readFileSync } from "node:fs";
import { checkSettingsText } from "./settings-file";

const valid = () => JSON.parse(readFileSync("content/settings.json", "utf8"));
const problemsWith = (change: (settings: ReturnType<typeof valid>) => void) => {
  const settings = valid();
  change(settings);
  return checkSettingsText(JSON.stringify(settings)).problems;
};

describe("the settings file check", () => {
  it("accepts the committed file, an empty identifier meaning « not supplied yet »", () => {
    expect(checkSettingsText(JSON.stringify(valid())).problems).toBeUndefined();
    expect(problemsWith((settings) => (settings.legal.rcs = ""))).toBeUndefined();
  });

  it("names the file, the field as the CMS labels it, and the fix", () => {
    expect(problemsWith((settings) => (settings.contact.phone = "01 99 00 12 34"))).toEqual([
      "content/settings.json, champ « Réglages du site › Contact › Téléphone » (contact.phone) : numéro au format international attendu, indicatif et groupes séparés par des espaces (+33 1 23 45 67 89).",
    ]);
  });

  it("says a field is missing, and refuses a field the CMS does not know", () => {
    expect(problemsWith((settings) => delete settings.legal.entityName)?.[0]).toMatch(
      /^content\/settings\.json, champ « Réglages du site › Mentions légales › Dénomination sociale » \(legal\.entityName\) : le champ manque, renseignez-le/,
    );
    expect(problemsWith((settings) => (settings.contact.fax = "x"))?.[0]).toMatch(
      /champ\(s\) inconnu\(s\) .*: fax\./,
    );
  });

  it("refuses hours that close before they open", () => {
    expect(problemsWith((settings) => (settings.hours.closes = 8))?.[0]).toContain(
      "« Réglages du site › Horaires d’ouverture › Heure de fermeture » (hours.closes) : l’heure d’ouverture doit précéder",
    );
  });

  it("reports unreadable JSON without a stack trace", () => {
    expect(checkSettingsText('{ "contact": ')?.problems?.[0]).toMatch(
      /^content\/settings\.json : JSON illisible/,
    );
  });
});
