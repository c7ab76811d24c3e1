// @vitest-environment node
import { readFileSync } from "node:fs";
import { z } from "zod";
import { ICON_NAMES, PAGE_PATHS } from "../../app/content/files/schema-parts";
import { courseSchema } from "../../app/content/form/course-schema";
import { FACT_SCHEMAS } from "../../app/facts/facts-schema";
import { SETTINGS_SCHEMA } from "../../app/facts/settings-schema";
import {
  type CmsField,
  COURSES_FOLDER,
  cmsFieldName,
  cmsFileEntry,
  fieldLabels,
  readCmsConfig,
  SETTINGS_FILE,
} from "./cms-config";
import { COPY_FILES } from "./copy-files";
import { readCourseTexts } from "./course-files";
import { FACT_FILES } from "./fact-files";

/**
 * Every field path of a zod object schema, nested objects and lists of objects included
 * ("legal.qualiopi.validUntil", "outline.topics"); a list of texts is one path, as the CMS declares it.
 */
function schemaPaths(schema: z.ZodType, prefix: string[] = []): string[] {
  let inner: z.ZodType = schema;
  // Unwrapped down to the value's own schema: a preprocessed value (an empty field read as null) is a pipe whose
  // output is the schema, an optional group is nullable, a list is its items. Refinements wrap nothing in zod 4.
  for (;;) {
    if (inner instanceof z.ZodPipe)
      inner = (inner.in instanceof z.ZodTransform ? inner.out : inner.in) as z.ZodType;
    else if (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional)
      inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodArray) inner = inner.element as z.ZodType;
    else break;
  }
  // Items of several kinds (a legal page's blocks): every kind's fields, a name shared by two kinds once.
  if (inner instanceof z.ZodUnion)
    return [...new Set((inner.options as z.ZodType[]).flatMap((option) => schemaPaths(option, prefix)))];
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, field]) => {
    const path = [...prefix, name];
    return [path.join("."), ...schemaPaths(field, path)];
  });
}

/** Every field of the CMS declaration that has no help text (a list of several kinds: each kind's fields). */
function withoutHint(fields: readonly CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => [
    ...(field.hint || field.fields ? [] : [`${prefix}${field.name}`]),
    ...(field.fields ? withoutHint(field.fields, `${prefix}${field.name}.`) : []),
    ...(field.types ?? []).flatMap((kind) => withoutHint(kind.fields ?? [], `${prefix}${field.name}.`)),
  ]);
}

describe("the CMS configuration and the settings schema", () => {
  const { fields } = cmsFileEntry(SETTINGS_FILE);
  const declared = [...fieldLabels(fields).keys()].sort();

  it("declare the same fields, in both directions", () => {
    expect(declared).toEqual(schemaPaths(SETTINGS_SCHEMA).sort());
  });

  it("give every field a French label and every value field a help text", () => {
    expect([...fieldLabels(fields).values()].flat().filter((label) => !/\p{L}/u.test(label))).toEqual([]);
    expect(withoutHint(fields)).toEqual([]);
  });

  it("hold the settings file the site is built from", () => {
    const file = JSON.parse(readFileSync(SETTINGS_FILE, "utf8"));
    expect(SETTINGS_SCHEMA.safeParse(file).error?.issues).toBeUndefined();
  });
});

describe("the CMS configuration and the course schema", () => {
  const [first] = readCourseTexts();
  if (!first) throw new Error(`no course in ${COURSES_FOLDER}`);
  const { collection, fields } = cmsFileEntry(first.file);
  const declared = [...fieldLabels(fields).keys()].sort();

  it("declare the same fields, in both directions, in the folder collection « Formations »", () => {
    expect(collection).toBe("Formations");
    expect(declared).toEqual(schemaPaths(courseSchema).sort());
  });

  it("give every field a French label and every value field a help text", () => {
    expect([...fieldLabels(fields).values()].flat().filter((label) => !/\p{L}/u.test(label))).toEqual([]);
    expect(withoutHint(fields)).toEqual([]);
  });

  it("name an item of a list by its rank", () => {
    expect(cmsFieldName(first.file, "outline.1.topics.0")).toBe(
      "Formations › Programme › n°\u00a02 › Points abordés › n°\u00a01",
    );
  });

  it.each(readCourseTexts().map(({ file, text }) => [file, text]))("hold %s", (_, text) => {
    expect(courseSchema.safeParse(JSON.parse(text)).error?.issues).toBeUndefined();
  });
});

/** Every select of a CMS declaration by name, with the values it offers. */
function selects(fields: readonly CmsField[]): { name: string; values: string[] }[] {
  return fields.flatMap((field) => [
    ...(field.widget === "select"
      ? [
          {
            name: field.name,
            values: ((field as { options?: (string | { value: string })[] }).options ?? []).map((option) =>
              typeof option === "string" ? option : option.value,
            ),
          },
        ]
      : []),
    ...(field.fields ? selects(field.fields) : []),
  ]);
}

describe("the CMS configuration and the copy files' schemas (testimonials, FAQs, partners, navigation)", () => {
  it.each(COPY_FILES.map((entry) => [entry.file, entry]))("declare the same fields for %s", (_, entry) => {
    const { fields } = cmsFileEntry(entry.file);
    expect([...fieldLabels(fields).keys()].sort()).toEqual(schemaPaths(entry.schema).sort());
    expect([...fieldLabels(fields).values()].flat().filter((label) => !/\p{L}/u.test(label))).toEqual([]);
    expect(withoutHint(fields)).toEqual([]);
  });

  it("offer as link targets exactly the pages of app/pages.ts, and as icons exactly the fixed list", () => {
    const offered = COPY_FILES.flatMap((entry) => selects(cmsFileEntry(entry.file).fields));
    const links = offered.filter((select) => select.name === "to");
    const icons = offered.filter((select) => select.name === "icon");
    expect(links.length).toBeGreaterThan(0);
    for (const select of links) expect(select.values).toEqual(PAGE_PATHS);
    expect(icons.length).toBeGreaterThan(0);
    for (const select of icons) expect(select.values).toEqual([...ICON_NAMES]);
  });
});

describe.each(FACT_FILES)("the CMS configuration and the schema of %s", (file) => {
  const { collection, fields } = cmsFileEntry(file);
  const declared = [...fieldLabels(fields).keys()].sort();

  it("declare the same fields, in both directions, in the files collection « Faits et chiffres »", () => {
    expect(collection).toMatch(/^Faits et chiffres › /);
    expect(declared).toEqual(schemaPaths(FACT_SCHEMAS[file]).sort());
  });

  it("give every field a French label and every value field a help text", () => {
    expect([...fieldLabels(fields).values()].flat().filter((label) => !/\p{L}/u.test(label))).toEqual([]);
    expect(withoutHint(fields)).toEqual([]);
  });

  it("hold the file the site is built from", () => {
    const data = JSON.parse(readFileSync(file, "utf8"));
    expect(FACT_SCHEMAS[file].safeParse(data).error?.issues).toBeUndefined();
  });
});

describe("the facts collection", () => {
  it("declares every facts' file the pages read, and no other", () => {
    const config = readCmsConfig();
    const facts = config.collections.find((collection) => collection.name === "faits");
    expect(facts?.files?.map((entry) => entry.file)).toEqual(FACT_FILES);
  });

  it("names a field with the file's own label, and an item of a list by its rank", () => {
    expect(cmsFieldName("content/faits/groupe.json", "offices.1.city")).toBe(
      "Faits et chiffres › Le groupe › Bureaux › n°\u00a02 › Ville",
    );
  });
});
