// The legal pages' « Dernière mise à jour » (content/pages-legales/*.json, `updated`): the date a visitor reads must
// be that of the text they read, and the owner sets it in the CMS, with no developer (docs/decisions/030, « Legal
// pages' dates »). What the build compares is the file's own history in git: an editor cannot compute a
// fingerprint, and every save in the CMS is a commit (decision 023), so the repository already records, for each
// version of the file, its date, its text and the day it was saved. The rules:
// - the text may change only on the day of the date it shows, or with a new date: a text saved after that day
//   under the same date is refused;
// - the date is never in the future (Paris time), never before the page's previous date.
// Without the history (an export without .git, a shallow clone) the rules cannot be applied: a production build
// stops, any other build warns. The rules are a pure function of the versions (unit-tested); git only lists them.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { legalText } from "../../app/content/files/legal";
import { frenchDate } from "../../app/lib/french";
import { VARIANTS } from "../../app/pages";
import { cmsFieldName, readCmsConfig } from "./cms-config";
import { LEGAL_FILES } from "./legal-files";

type CmsConfig = ReturnType<typeof readCmsConfig>;

/** One version of a legal page's file: its date field as saved, the day it was saved (Paris), its content. */
export type LegalVersion = { updated: string | undefined; savedOn: string; data: unknown };

/** A page's file as it is now (its date read, its content) and its earlier versions, newest first. */
export type LegalHistory = {
  file: string;
  current: { updated: string; data: unknown };
  /** Earlier versions, newest first; a lazy list, since only the versions under the current date are read. */
  earlier: Iterable<LegalVersion>;
  /** False when the list may stop before the file's first version (a shallow clone). */
  complete: boolean;
};

export type LegalDatesResult = { problems: string[]; warnings: string[] };

/** The day in Paris (AAAA-MM-JJ): the site's pages are French and Belgian, both on Paris time. */
export function parisDay(moment: Date): string {
  // biome-ignore lint/style/noRestrictedGlobals: a build check in Node, never in a page (the rule's cost is a page's).
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(moment);
}

/** What a visitor reads of a version, on both sites; a version the pages could not draw reads as no text. */
function textOf(file: string, data: unknown): string | undefined {
  try {
    return JSON.stringify(
      VARIANTS.map((variant) => legalText(file, data, variant, { draft: true }).sections),
    );
  } catch {
    return undefined;
  }
}

/**
 * The problems of one page's date, from its history: `undetermined` when the history stops before the version
 * that set the current date, so the text's rule could not be applied.
 */
export function legalDateProblems(
  history: LegalHistory,
  today: string,
  config: CmsConfig = readCmsConfig(),
): { problems: string[]; undetermined: boolean } {
  const { file, current } = history;
  const field = `${file}, champ « ${cmsFieldName(file, "updated", config)} » (updated)`;
  const date = frenchDate(current.updated);
  const problems: string[] = [];
  if (current.updated > today)
    problems.push(
      `${field} : le ${date} est dans le futur. Correction : indiquez le jour où le texte actuel est publié, aujourd’hui (${frenchDate(today)}) au plus tard.`,
    );

  // The versions saved under the current date, newest first (the file as it is now, saved today, leads), and the
  // first one under another date: the date before this one.
  const sameDate: { savedOn: string; data: unknown }[] = [{ savedOn: today, data: current.data }];
  let previous: LegalVersion | undefined;
  for (const version of history.earlier) {
    if (version.updated !== current.updated) {
      previous = version;
      break;
    }
    sameDate.push(version);
  }
  if (previous?.updated && /^\d{4}-\d{2}-\d{2}$/.test(previous.updated) && current.updated < previous.updated)
    problems.push(
      `${field} : le ${date} est antérieur à la date précédente de cette page, le ${frenchDate(previous.updated)}. Correction : indiquez le jour où le texte actuel est publié, entre le ${frenchDate(previous.updated)} et aujourd’hui.`,
    );
  if (!previous && !history.complete) return { problems, undetermined: true };

  // The text under this date: as it stood at the end of the date's day (changes saved that day are part of it),
  // or, for a date set later than its day (a date in the past), as it was when the date was set.
  const reference = sameDate.find((version) => version.savedOn <= current.updated) ?? sameDate.at(-1);
  if (reference && reference !== sameDate[0] && textOf(file, reference.data) !== textOf(file, current.data))
    problems.push(
      `${field} : le texte de la page a changé depuis le ${date}, la date que ce champ affiche encore. Correction : mettez dans ce champ le jour où le nouveau texte est publié, aujourd’hui (${frenchDate(today)}) au plus tard.`,
    );
  return { problems, undetermined: false };
}

/** Runs git in the checkout; undefined when git is missing or refuses (not a repository). */
function git(root: string, args: string[]): string | undefined {
  const result = spawnSync("git", ["-C", root, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
}

/** A file's committed versions, newest first, read one by one as the rules ask for them. */
function* committedVersions(root: string, file: string, log: string): Generator<LegalVersion> {
  for (const line of log.split("\n").filter(Boolean)) {
    const [commit = "", seconds = "0"] = line.split(" ");
    const text = git(root, ["show", `${commit}:./${file}`]);
    let data: unknown;
    try {
      data = text === undefined ? undefined : JSON.parse(text);
    } catch {
      data = undefined;
    }
    const updated = (data as { updated?: unknown } | undefined)?.updated;
    yield {
      updated: typeof updated === "string" ? updated : undefined,
      savedOn: parisDay(new Date(Number(seconds) * 1000)),
      data,
    };
  }
}

/**
 * Every legal page's date checked against its history in the checkout's git repository. Run once the copy files
 * are valid (their schema has read each date). `requireHistory`: a production build, which must not publish a
 * text under a date the build could not check.
 */
export function checkLegalDates(
  root = process.cwd(),
  { today = parisDay(new Date()), requireHistory = false } = {},
): LegalDatesResult {
  const config = readCmsConfig(root);
  const repository = git(root, ["rev-parse", "--is-shallow-repository"])?.trim();
  const missing: string[] = [];
  const problems = LEGAL_FILES.flatMap((file) => {
    const path = join(root, file);
    if (!existsSync(path)) return [];
    const data = JSON.parse(readFileSync(path, "utf8")) as { updated: string };
    const log = repository === undefined ? undefined : git(root, ["log", "--format=%H %ct", "--", file]);
    const history: LegalHistory = {
      file,
      current: { updated: data.updated, data },
      earlier: log === undefined ? [] : committedVersions(root, file, log),
      complete: repository === "false",
    };
    const result = legalDateProblems(history, today, config);
    if (result.undetermined) missing.push(file);
    return result.problems;
  });
  if (missing.length === 0) return { problems, warnings: [] };
  const why =
    repository === undefined
      ? "ce dossier n’est pas un dépôt git (ou git est absent)"
      : "le clone est superficiel et s’arrête avant le jour où leur date a été posée";
  const line = `${missing.join(", ")} : impossible de vérifier que la « Dernière mise à jour » suit le texte, ${why}.`;
  const fix =
    "Correction : construisez depuis un clone complet du dépôt (git fetch --unshallow ; sur GitHub Actions, actions/checkout avec fetch-depth: 0).";
  return requireHistory
    ? { problems: [...problems, `${line} ${fix}`], warnings: [] }
    : { problems, warnings: [`${line} Un build de production s’arrêterait ici. ${fix}`] };
}
