// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { woff2ToTtf } from "./woff2-to-ttf";

const require = createRequire(import.meta.url);
const INTER = readFileSync(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));

/** The sfnt table directory: tag → [offset, length]. */
function tables(font: Uint8Array): Map<string, [number, number]> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const directory = new Map<string, [number, number]>();
  for (let i = 0; i < view.getUint16(4); i += 1) {
    const at = 12 + i * 16;
    const tag = new TextDecoder().decode(font.subarray(at, at + 4));
    directory.set(tag, [view.getUint32(at + 8), view.getUint32(at + 12)]);
  }
  return directory;
}

const font = await woff2ToTtf(INTER);
const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
const directory = tables(font);

describe("woff2ToTtf", () => {
  it("writes a TrueType font with every table of the WOFF2 file, variations included", () => {
    expect(view.getUint32(0)).toBe(0x00010000);
    expect([...directory.keys()]).toEqual(
      expect.arrayContaining(["cmap", "glyf", "loca", "head", "hmtx", "maxp", "name", "fvar", "gvar"]),
    );
    for (const [offset, length] of directory.values())
      expect(offset + length).toBeLessThanOrEqual(font.length);
  });

  it("writes glyf and loca so that loca indexes every glyph and ends at the end of glyf", () => {
    const [maxpAt] = directory.get("maxp") ?? [0];
    const [headAt] = directory.get("head") ?? [0];
    const [, locaLength] = directory.get("loca") ?? [0, 0];
    const [locaAt] = directory.get("loca") ?? [0];
    const [, glyfLength] = directory.get("glyf") ?? [0, 0];
    const numGlyphs = view.getUint16(maxpAt + 4);
    const longOffsets = view.getInt16(headAt + 50) === 1;
    expect(locaLength).toBe((numGlyphs + 1) * (longOffsets ? 4 : 2));
    const last = longOffsets
      ? view.getUint32(locaAt + numGlyphs * 4)
      : view.getUint16(locaAt + numGlyphs * 2) * 2;
    expect(last).toBe(glyfLength);
  });

  it("refuses what is not WOFF2, in French", async () => {
    await expect(woff2ToTtf(new Uint8Array(64))).rejects.toThrow("WOFF2 : signature absente");
  });
});
