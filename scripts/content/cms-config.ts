// Reads the CMS configuration (admin/config.yml) for what the build says to editors: the French label of each
// field, so a message names « Réglages du site › Mentions légales › Immatriculation RCS » and not legal.rcs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export const CMS_CONFIG_FILE = "admin/config.yml";
export const SETTINGS_FILE = "content/settings.json";

export type CmsField = { name: string; label: string; widget?: string; hint?: string; fields?: CmsField[] };
type CmsFile = { name: string; label: string; file: string; fields: CmsField[] };
type CmsConfig = { collections: { name: string; label: string; files?: CmsFile[] }[] };

/** Parsed once per folder and process: the launch gate asks for a label per pending field. */
const parsed = new Map<string, CmsConfig>();

/** After admin/config.yml changed (the dev server watches it). */
export const forgetCmsConfig = () => parsed.clear();

export function readCmsConfig(root = process.cwd()): CmsConfig {
  let config = parsed.get(root);
  if (!config) {
    config = parse(readFileSync(join(root, CMS_CONFIG_FILE), "utf8")) as CmsConfig;
    parsed.set(root, config);
  }
  return config;
}

/** The CMS's declaration of one content file: the collection's label and the file's fields. */
export function cmsFileEntry(
  file: string,
  config = readCmsConfig(),
): { collection: string; fields: CmsField[] } {
  for (const collection of config.collections) {
    const entry = collection.files?.find((candidate) => candidate.file === file);
    if (entry) return { collection: collection.label, fields: entry.fields };
  }
  throw new Error(`${CMS_CONFIG_FILE} : aucune collection ne déclare ${file}.`);
}

/** Every field's path ("legal.qualiopi.rcs") with its labels from the top, for nested objects too. */
export function fieldLabels(fields: readonly CmsField[], prefix: string[] = [], labels: string[] = []) {
  const found = new Map<string, string[]>();
  for (const field of fields) {
    const path = [...prefix, field.name];
    const trail = [...labels, field.label];
    found.set(path.join("."), trail);
    if (field.fields)
      for (const [inner, innerTrail] of fieldLabels(field.fields, path, trail)) found.set(inner, innerTrail);
  }
  return found;
}

/** « Réglages du site › Mentions légales › Immatriculation RCS » for "legal.rcs" in content/settings.json. */
export function cmsFieldName(file: string, path: string, config = readCmsConfig()): string {
  const { collection, fields } = cmsFileEntry(file, config);
  const trail = fieldLabels(fields).get(path) ?? [path];
  return [collection, ...trail].join(" › ");
}
