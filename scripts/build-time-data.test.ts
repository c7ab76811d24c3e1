import path from "node:path";
import { CONTACT_COPY } from "~/forms/contact/copy";
import { MESSAGES_COPY } from "~/forms/shared/messages-file";
import { asDataModule, buildTimeModule, wantsBuildTime } from "./build-time-data";

describe('"use build-time data"', () => {
  it("is asked by the directive alone on the first line", () => {
    expect(wantsBuildTime('"use build-time data";\nimport x from "./x";')).toBe(true);
    expect(wantsBuildTime('import x from "./x";\n"use build-time data";\n')).toBe(false);
    expect(wantsBuildTime('"use client";\n')).toBe(false);
  });

  it("gives the browser the same words the module computes, typeset and filled, and watches the content file", async () => {
    const file = path.resolve("app/forms/contact/copy.ts");
    const { code, inputs } = await buildTimeModule(file);
    expect(code).toBe(`export const CONTACT_COPY = ${JSON.stringify(CONTACT_COPY)};`);
    // Typeset at build time: the no-break space before « : » is in the data the browser gets.
    expect(code).toContain("\u00a0:");
    expect(inputs).toEqual(
      expect.arrayContaining([path.resolve("content/formulaires/contact.json"), path.resolve("app/lib/french.ts")]),
    );
    // The names of one send stay for the form to fill on each use.
    const shared = await buildTimeModule(path.resolve("app/forms/shared/messages-file.ts"));
    expect(shared.code).toBe(`export const MESSAGES_COPY = ${JSON.stringify(MESSAGES_COPY)};`);
    expect(shared.code).toContain("{reference}");
  });

  it("refuses an export that is not data, naming the file and the export", () => {
    expect(() => asDataModule("app/x.ts", { fill: () => "" })).toThrow(/app\/x\.ts : « fill » n’est pas une donnée/);
    expect(() => asDataModule("app/x.ts", { when: new Date(0) })).toThrow(/« when »/);
    expect(asDataModule("app/x.ts", { A: { b: [1, "c", null] } })).toBe('export const A = {"b":[1,"c",null]};');
  });
});
