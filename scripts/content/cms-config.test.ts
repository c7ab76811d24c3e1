// @vitest-environment node
import { readFileSync } from "node:fs";
import { z } from "zod";
import { SETTINGS_SCHEMA } from "../../app/facts/settings-schema";
import { type CmsField, cmsFileEntry, fieldLabels, SETTINGS_FILE } from "./cms-config";

/** Every field path of a zod object schema, nested objects included ("legal.qualiopi.validUntil"). */
function schemaPaths(schema: z.ZodType, prefix: string[] = []): string[] {
  let inner: z.ZodType = schema;
  // The refinements on hours wrap nothing: a refined object is still a ZodObject in zod 4.
  while (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([name, field]) => {
    const path = [...prefix, name];
    return [path.join("."), ...schemaPaths(field, path)];
  });
}

/** Every field of the CMS declaration that has no help text. */
function withoutHint(fields: readonly CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => [
    ...(field.hint || field.fields ? [] : [`${prefix}${field.name}`]),
    ...(field.fields ? withoutHint(field.fields, `${prefix}${field.name}.`) : []),
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
