// Parses content/settings.json with its schema (app/facts/settings-schema.ts) before anything is built. An
// invalid file stops the build with one French line per problem: the file, the field as the CMS labels it, and
// the fix. Run by scripts/build-checks.ts; the dev server runs the same check (scripts/content/admin-server.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { SETTINGS_SCHEMA, type Settings } from "../../app/facts/settings-schema";
import { cmsFieldName, readCmsConfig, SETTINGS_FILE } from "./cms-config";

export type ContentCheck =
  | { settings: Settings; problems?: undefined }
  | { settings?: undefined; problems: string[] };

/** The French line for one schema issue. */
function explain(issue: z.core.$ZodIssue, config: ReturnType<typeof readCmsConfig>): string {
  const path = issue.path.join(".");
  if (issue.code === "unrecognized_keys") {
    const where = path ? `dans « ${cmsFieldName(SETTINGS_FILE, path, config)} » ` : "";
    return `${SETTINGS_FILE} : champ(s) inconnu(s) ${where}: ${issue.keys.join(", ")}. Correction : supprimez-les, ou déclarez-les dans le schéma et dans ${"admin/config.yml"}.`;
  }
  const field = path ? cmsFieldName(SETTINGS_FILE, path, config) : "le fichier entier";
  const missing = issue.code === "invalid_type" && issue.input === undefined;
  const fix = missing ? `le champ manque, renseignez-le (${issue.message})` : issue.message;
  return `${SETTINGS_FILE}, champ « ${field} » (${path || "racine"}) : ${fix}.`;
}

/** The settings, or the problems that make the file unusable. */
export function checkSettingsText(text: string, config = readCmsConfig()): ContentCheck {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      problems: [
        `${SETTINGS_FILE} : JSON illisible (${reason}). Correction : annulez la dernière modification faite hors du CMS, ou corrigez la virgule ou le guillemet indiqué.`,
      ],
    };
  }
  const parsed = SETTINGS_SCHEMA.safeParse(data);
  if (parsed.success) return { settings: parsed.data };
  return { problems: parsed.error.issues.map((issue) => explain(issue, config)) };
}

export function checkSettingsFile(root = process.cwd()): ContentCheck {
  return checkSettingsText(readFileSync(join(root, SETTINGS_FILE), "utf8"), readCmsConfig(root));
}
