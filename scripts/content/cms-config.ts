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
 * objects) or `field` (a list of texts, whose item has no name of its own in the file). A list of items of
 * several kinds (a legal page's blocks: paragraph, list, table…) declares each kind in `types`, and the file
 * stores the kind's name under `typeKey`.
 */
export type CmsField = {
  name: string;
  label: string;
  widget?: string;
  hint?: string;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
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
    // As Decap reads it (decap-cms-core: maxAliasCount -1): the file is ours, and its anchors are aliased more
    // than the yaml library's default 100 times once the LIF Shore pages all reuse the section pieces.
    config = parse(readFileSync(join(root, CMS_CONFIG_FILE), "utf8"), { maxAliasCount: -1 }) as CmsConfig;
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
    for (const [inner, innerTrail] of fieldLabels(innerFields(field), path, trail))
      found.set(inner, innerTrail);
  }
  return found;
}

/** The label of the field a list of several kinds stores its item's kind in (the CMS's « Ajouter : … » menu). */
const KIND_LABEL = "Type";

/**
 * The fields under a field: an object's or a list's own, or for a list of several kinds, its kind (`typeKey`)
 * and every kind's fields (a name shared by two kinds, such as a paragraph's and a heading's `text`, is one path).
 */
function innerFields(field: CmsField): CmsField[] {
  if (!field.types) return field.fields ?? [];
  return [
    { name: field.typeKey ?? "type", label: KIND_LABEL },
    ...field.types.flatMap((kind) => kind.fields ?? []),
  ];
}

/**
 * « Réglages du site › Mentions légales › Immatriculation RCS » for "legal.rcs" in content/settings.json; an item
 * of a list by its rank: « Formations › Programme › n° 2 › Points abordés › n° 1 » for "outline.1.topics.0".
 */
export function cmsFieldName(file: string, path: string, config = readCmsConfig()): string {
  const { collection, fields } = cmsFileEntry(file, config);
  const trail: string[] = [];
  let level: readonly CmsField[] | undefined = fields;
  const parts = path.split(".");
  for (const [index, part] of parts.entries()) {
    if (/^\d+$/.test(part)) {
      trail.push(`n°\u00a0${Number(part) + 1}`);
      continue;
    }
    // Two kinds of a list may name a field alike (a legal list's `items` are texts, a fact sheet's `items` have
    // a label and a value): the one whose fields hold the path's next name, else the one without fields.
    const next = parts.slice(index + 1).find((name) => !/^\d+$/.test(name));
    const candidates = level?.filter((candidate) => candidate.name === part) ?? [];
    const field: CmsField | undefined =
      candidates.find((candidate) =>
        next
          ? innerFields(candidate).some((inner) => inner.name === next)
          : innerFields(candidate).length === 0,
      ) ?? candidates[0];
    if (!field) return [collection, path].join(" › ");
    trail.push(field.label);
    level = innerFields(field);
  }
  return [collection, ...trail].join(" › ");
}
