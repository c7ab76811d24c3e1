// Parses content/settings.json with its schema (app/facts/settings-schema.ts) before anything is built. An
// invalid file stops the build with one French line per problem: the file, the field as the CMS labels it, and
// the fix. Run by scripts/build-checks.ts; the dev server runs the same check (scripts/content/dev-server-cms.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SETTINGS_SCHEMA, type Settings } from "../../app/facts/settings-schema.ts";
import { readCmsConfig, SETTINGS_FILE } from "./cms-config.ts";
import { parseContent } from "./issues.ts";

export type ContentCheck =
  | { settings: Settings; problems?: undefined }
  | { settings?: undefined; problems: string[] };

/** The settings, or the problems that make the file unusable. */
export function checkSettingsText(text: string, config = readCmsConfig()): ContentCheck {
  const parsed = parseContent(SETTINGS_FILE, text, SETTINGS_SCHEMA, config);
  return parsed.problems ? { problems: parsed.problems } : { settings: parsed.data };
}

export function checkSettingsFile(root = process.cwd()): ContentCheck {
  return checkSettingsText(readFileSync(join(root, SETTINGS_FILE), "utf8"), readCmsConfig(root));
}
