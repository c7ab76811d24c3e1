// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkLegalDates, type LegalVersion, legalDateProblems, parisDay } from "./legal-dates";

/**
 * The legal pages' « Dernière mise à jour » (docs/decisions/030, « Legal pages' dates »): the owner sets it in the
 * CMS and the build refuses a text changed under its old date, a date in the future, a date before the previous
 * one. The rules on versions written here, then once through a real git repository.
 */

const NOTICE = "content/pages-legales/mentions-legales.json";
const FIELD = `${NOTICE}, champ « Pages légales › Dernière mise à jour » (updated)`;
type Notice = { updated: string; sections: { blocks: { text?: string }[] }[] };
const committed = JSON.parse(readFileSync(NOTICE, "utf8")) as Notice;

/** The legal notice on `updated`, its first paragraph reading `text` when given. */
function notice(updated: string, text?: string): Notice {
  const data = structuredClone(committed);
  data.updated = updated;
  const first = data.sections[0]?.blocks[0];
  if (text && first) first.text = text;
  return data;
}
const version = (data: Notice, savedOn: string): LegalVersion => ({ updated: data.updated, savedOn, data });
const NEW_TEXT = "Le site {domaine} est publié par :";

/** The problems of the notice as `current` now, `earlier` its history newest first, on `today`. */
function check(current: Notice, earlier: LegalVersion[], today = "2026-12-10", complete = true) {
  return legalDateProblems(
    { file: NOTICE, current: { updated: current.updated, data: current }, earlier, complete },
    today,
  );
}

describe("a legal page's date, against its history", () => {
  const dated = notice("2026-11-26");
  const history = [version(dated, "2026-11-26")];

  it("accepts a changed text with a new date, and an untouched text under its date", () => {
    expect(check(notice("2026-12-10", NEW_TEXT), history)).toEqual({ problems: [], undetermined: false });
    expect(check(notice("2026-12-08", NEW_TEXT), history)).toEqual({ problems: [], undetermined: false });
    expect(check(dated, history)).toEqual({ problems: [], undetermined: false });
  });

  it("refuses a text changed after the day of its date, naming the file, the field and the fix", () => {
    expect(check(notice("2026-11-26", NEW_TEXT), history).problems).toEqual([
      `${FIELD} : le texte de la page a changé depuis le 26\u00a0novembre 2026, la date que ce champ affiche encore. Correction : mettez dans ce champ le jour où le nouveau texte est publié, aujourd’hui (10\u00a0décembre 2026) au plus tard.`,
    ]);
  });

  it("refuses it still once committed, and after another save that left the text alone", () => {
    const changed = notice("2026-11-26", NEW_TEXT);
    const later = [version(changed, "2026-12-02"), version(changed, "2026-12-01"), ...history];
    expect(check(changed, later).problems).toHaveLength(1);
  });

  it("accepts changes saved on the day of the date: they are that day's text", () => {
    const sameDay = notice("2026-12-10", NEW_TEXT);
    const earlier = [version(notice("2026-12-10", "Un premier essai :"), "2026-12-10"), ...history];
    expect(check(sameDay, earlier).problems).toEqual([]);
    // And the next day's rebuild of the same versions still passes.
    expect(check(sameDay, [version(sameDay, "2026-12-10"), ...earlier], "2026-12-11").problems).toEqual([]);
  });

  it("refuses a date in the future", () => {
    expect(check(notice("2026-12-11", NEW_TEXT), history).problems).toEqual([
      `${FIELD} : le 11\u00a0décembre 2026 est dans le futur. Correction : indiquez le jour où le texte actuel est publié, aujourd’hui (10\u00a0décembre 2026) au plus tard.`,
    ]);
  });

  it("refuses a date before the page's previous one", () => {
    expect(check(notice("2026-11-20", NEW_TEXT), history).problems).toEqual([
      `${FIELD} : le 20\u00a0novembre 2026 est antérieur à la date précédente de cette page, le 26\u00a0novembre 2026. Correction : indiquez le jour où le texte actuel est publié, entre le 26\u00a0novembre 2026 et aujourd’hui.`,
    ]);
  });

  it("says so when a shallow history stops before the version that set the date", () => {
    expect(check(dated, [version(dated, "2026-12-01")], "2026-12-10", false)).toEqual({
      problems: [],
      undetermined: true,
    });
  });

  it("takes the day in Paris: 23:30 UTC on 26 November is already the 27th there", () => {
    expect(parisDay(new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27");
  });
});

describe("the legal pages' dates in a git repository", () => {
  let root: string;
  const run = (args: string[], day?: string) => {
    const moment = day ? `${day}T10:00:00+01:00` : undefined;
    const env = {
      ...process.env,
      ...(moment ? { GIT_AUTHOR_DATE: moment, GIT_COMMITTER_DATE: moment } : {}),
    };
    const result = spawnSync(
      "git",
      ["-C", root, "-c", "user.name=Test", "-c", "user.email=test@example.org", ...args],
      {
        encoding: "utf8",
        env,
      },
    );
    if (result.status !== 0) throw new Error(result.stderr);
  };
  const save = (data: Notice, day: string) => {
    writeFileSync(join(root, NOTICE), `${JSON.stringify(data, null, 2)}\n`);
    run(["commit", "--quiet", "--all", "--message", `Mentions légales, ${day}`], day);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "lif-legal-dates-"));
    mkdirSync(join(root, "admin"));
    cpSync("admin/config.yml", join(root, "admin/config.yml"));
    cpSync("content/pages-legales", join(root, "content/pages-legales"), { recursive: true });
    writeFileSync(join(root, NOTICE), `${JSON.stringify(notice("2026-11-26"), null, 2)}\n`);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("passes the checkout's own files", () => {
    expect(checkLegalDates()).toEqual({ problems: [], warnings: [] });
  });

  it("refuses a text an editor saved under the old date, then accepts it once the date is set", () => {
    run(["init", "--quiet"]);
    run(["add", "."]);
    run(["commit", "--quiet", "--message", "Pages légales"], "2026-11-26");
    save(notice("2026-11-26", NEW_TEXT), "2026-12-01");
    expect(checkLegalDates(root, { today: "2026-12-03" }).problems).toEqual([
      `${FIELD} : le texte de la page a changé depuis le 26\u00a0novembre 2026, la date que ce champ affiche encore. Correction : mettez dans ce champ le jour où le nouveau texte est publié, aujourd’hui (3\u00a0décembre 2026) au plus tard.`,
    ]);
    save(notice("2026-12-03", NEW_TEXT), "2026-12-03");
    expect(checkLegalDates(root, { today: "2026-12-03", requireHistory: true })).toEqual({
      problems: [],
      warnings: [],
    });
  });

  it("without history, warns, and stops a production build", () => {
    const line = `${NOTICE} : impossible de vérifier que la « Dernière mise à jour » suit le texte, ce dossier n’est pas un dépôt git (ou git est absent).`;
    const fix =
      "Correction : construisez depuis un clone complet du dépôt (git fetch --unshallow ; sur GitHub Actions, actions/checkout avec fetch-depth: 0).";
    const others = [
      "content/pages-legales/politique-confidentialite.json",
      "content/pages-legales/politique-de-securite.json",
    ];
    const all = `${[NOTICE, ...others].join(", ")} : impossible`;
    expect(checkLegalDates(root, { today: "2026-12-03" })).toEqual({
      problems: [],
      warnings: [
        `${line.replace(`${NOTICE} : impossible`, all)} Un build de production s’arrêterait ici. ${fix}`,
      ],
    });
    expect(checkLegalDates(root, { today: "2026-12-03", requireHistory: true }).problems).toEqual([
      `${line.replace(`${NOTICE} : impossible`, all)} ${fix}`,
    ]);
  });
});
