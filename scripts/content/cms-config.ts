// Reads the CMS configuration (admin/config.yml) for what the build says to editors: the French label of each
// field, so a message names « Réglages du site › Mentions légales › Immatriculation RCS » and not legal.rcs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export const CMS_CONFIG_FILE = "admin/config.yml";
export const SETTINGS_FILE = "content/settings.json";
/** The facts' files (content/faits/*.json, app/facts/facts-schema.ts), the CMS's « Faits et chiffres ». */
export const FACTS_FOLDER = "content/faits";
/** One JSON file per course, the CMS's folder collection « Formations ». */
export const COURSES_FOLDER = "content/formations";

/**
 * A field as admin/config.yml declares it: an object's fields in `fields`, a list's items in `fields` (a list of
 * objects) or `field` (a list of texts, whose item has no name of its own in the file).
 */
export type CmsField = {
  name: string;
  label: string;
  widget?: string;
  hint?: string;
  fields?: CmsField[];
  field?: CmsField;
};
type CmsFile = { name: string; label: string; file: string; fields: CmsField[] };
type CmsCollection = { name: string; label: string; files?: CmsFile[]; folder?: string; fields?: CmsField[] };
type CmsConfig = { collections: CmsCollection[] };

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

/**
 * The files collections whose messages name the file's own label after the collection's (« Faits et chiffres ›
 * Le groupe › … »): its seven files have the same kinds of fields (« Chiffres confirmés »), and only the file's
 * label tells the editor which screen to open. The other collections' messages keep their wording (decision 030).
 */
const NAMED_BY_FILE = new Set(["faits"]);

/**
 * The CMS's declaration of one content file: the collection's label and the file's fields, from a file
 * collection that names it or a folder collection that holds it (content/formations/x.json).
 */
export function cmsFileEntry(
  file: string,
  config = readCmsConfig(),
): { collection: string; fields: CmsField[] } {
  for (const collection of config.collections) {
    const entry = collection.files?.find((candidate) => candidate.file === file);
    if (entry)
      return {
        collection: NAMED_BY_FILE.has(collection.name)
          ? `${collection.label} › ${entry.label}`
          : collection.label,
        fields: entry.fields,
      };
    if (collection.folder && collection.fields && file.startsWith(`${collection.folder}/`))
      return { collection: collection.label, fields: collection.fields };
  }
  throw new Error(`${CMS_CONFIG_FILE} : aucune collection ne déclare ${file}.`);
}

/**
 * Every field's path ("legal.qualiopi.rcs", "outline.topics") with its labels from the top, for nested objects
 * and lists of objects too; a list of texts is one path, its items have no name.
 */
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

/**
 * « Réglages du site › Mentions légales › Immatriculation RCS » for "legal.rcs" in content/settings.json; an item
 * of a list by its rank: « Formations › Programme › n° 2 › Points abordés › n° 1 » for "outline.1.topics.0".
 */
export function cmsFieldName(file: string, path: string, config = readCmsConfig()): string {
  const { collection, fields } = cmsFileEntry(file, config);
  const trail: string[] = [];
  let level: readonly CmsField[] | undefined = fields;
  for (const part of path.split(".")) {
    if (/^\d+$/.test(part)) {
      trail.push(`n°\u00a0${Number(part) + 1}`);
      continue;
    }
    const field: CmsField | undefined = level?.find((candidate) => candidate.name === part);
    if (!field) return [collection, path].join(" › ");
    trail.push(field.label);
    level = field.fields;
  }
  return [collection, ...trail].join(" › ");
}
