// Reads the facts' files (content/faits/*.json, « Faits et chiffres » in the CMS) with their schemas
// (app/facts/facts-schema.ts) before anything is built. An invalid file stops the build with one French line per
// problem: the file, the field as the CMS labels it, and the fix. Beyond each schema: a city of LIF Talent's
// presence must be one of the group's offices (its country, place and time zones are read there), and a text may
// quote only the names its module fills ({participation-cpf} in LIF Form's). Run by scripts/build-checks.ts and
// the dev server; the launch gate reads the « Chiffres confirmés » boxes here.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { FACT_SCHEMAS, type FactFile, type GroupFacts, type TalentFacts } from "../../app/facts/facts-schema";
import { FORM_FACT_PLACEHOLDERS } from "../../app/facts/form";
import { cmsFieldName, readCmsConfig } from "./cms-config";
import { parseContent } from "./issues";

type CmsConfig = ReturnType<typeof readCmsConfig>;

export const FACT_FILES = Object.keys(FACT_SCHEMAS) as FactFile[];

/** Each file's data once its schema has passed. */
type FactData = { [File in FactFile]: z.output<(typeof FACT_SCHEMAS)[File]> };

export type FactCheck = { facts: FactData; problems?: undefined } | { facts?: undefined; problems: string[] };

/** The names a file's texts may quote between braces: LIF Form's the regulatory amounts, the others none. */
const QUOTABLE: Partial<Record<FactFile, Readonly<Record<string, string>>>> = {
  "content/faits/lif-form.json": FORM_FACT_PLACEHOLDERS,
};

/** Every text of a value with its path ("belgianFunding.schemes.0.note"). */
function texts(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
  return [];
}

/** A `{name}` a file's texts quote that its module does not fill. */
function placeholderProblems(file: FactFile, data: unknown, config: CmsConfig): string[] {
  const known = QUOTABLE[file] ?? {};
  const names = Object.keys(known).map((name) => `{${name}}`);
  return texts(data).flatMap(({ path, text }) =>
    [...text.matchAll(/\{([^{}]*)\}/g)]
      .filter(([, name]) => known[name?.trim() ?? ""] === undefined)
      .map(
        ([whole]) =>
          `${file}, champ « ${cmsFieldName(file, path, config)} » (${path}) : texte à remplacer ${whole} inconnu. Correction : ${names.length > 0 ? `utilisez l’un des noms connus, ${names.join(", ")}, ou écrivez la valeur` : "écrivez la valeur elle-même, ce fichier ne reprend aucun autre fait"}.`,
      ),
  );
}

/** What the files must hold together: every presence city is an office of the group. */
function crossFileProblems(facts: FactData, config: CmsConfig): string[] {
  const group: GroupFacts = facts["content/faits/groupe.json"];
  const talent: TalentFacts = facts["content/faits/lif-talent.json"];
  const cities = group.offices.map((office) => office.city);
  const file = "content/faits/lif-talent.json";
  return talent.presence.flatMap(({ city }, index) =>
    cities.includes(city)
      ? []
      : [
          `${file}, champ « ${cmsFieldName(file, `presence.${index}.city`, config)} » (presence.${index}.city) : « ${city} » n’est ni un bureau ni une présence du groupe. Correction : choisissez l’une des villes des bureaux (${cities.join(", ")}), ou ajoutez d’abord la ville aux bureaux du groupe (content/faits/groupe.json).`,
        ],
  );
}

/** The facts from the files' texts, or every problem found in them. */
export function checkFactTexts(
  texts: readonly { file: string; text: string | null }[],
  config: CmsConfig = readCmsConfig(),
): FactCheck {
  const problems: string[] = [];
  const facts: Partial<Record<FactFile, unknown>> = {};
  for (const file of FACT_FILES) {
    const text = texts.find((entry) => entry.file === file)?.text;
    if (text === undefined || text === null) {
      problems.push(
        `${file} : fichier manquant. Correction : restaurez-le depuis l’historique du dépôt ; les pages lisent chacun des fichiers de « Faits et chiffres ».`,
      );
      continue;
    }
    const parsed = parseContent(file, text, FACT_SCHEMAS[file], config);
    if (parsed.problems) {
      problems.push(...parsed.problems);
      continue;
    }
    facts[file] = parsed.data;
    problems.push(...placeholderProblems(file, parsed.data, config));
  }
  if (problems.length > 0) return { problems };
  const all = facts as FactData;
  const across = crossFileProblems(all, config);
  return across.length > 0 ? { problems: across } : { facts: all };
}

/** The facts' files of a checkout; a missing one is null. */
export function readFactTexts(root = process.cwd()): { file: FactFile; text: string | null }[] {
  return FACT_FILES.map((file) => {
    const path = join(root, file);
    return { file, text: existsSync(path) ? readFileSync(path, "utf8") : null };
  });
}

export function checkFactFiles(root = process.cwd()): FactCheck {
  return checkFactTexts(readFactTexts(root), readCmsConfig(root));
}

/** The facts' files whose « Chiffres confirmés » box the owner has not ticked, for the launch gate. */
export function unconfirmedFactFiles(facts: FactData | undefined): FactFile[] {
  return facts ? FACT_FILES.filter((file) => !facts[file].confirmed) : [];
}
