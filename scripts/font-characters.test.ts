// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cutCharacters, INTER_CHARACTERS } from "./font-characters";

describe("the characters the font cut keeps", () => {
  const root = mkdtempSync(path.join(tmpdir(), "cut-"));
  mkdirSync(path.join(root, "content/pages"), { recursive: true });
  mkdirSync(path.join(root, "app/blocks"), { recursive: true });
  writeFileSync(path.join(root, "content/pages/a.json"), JSON.stringify({ titre: "Señor Œuvre 30\u00a0€" }));
  writeFileSync(path.join(root, "app/blocks/arrow.tsx"), 'const ARROW = "\\u2192"; // ™ in a comment');
  writeFileSync(path.join(root, "app/blocks/arrow.test.tsx"), 'expect("Å")');
  const cut = new Set(cutCharacters(root));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("keeps what the content and the code write, the escapes read, each letter in both cases", () => {
    for (const character of ["ñ", "Ñ", "Œ", "œ", "\u00a0", "€", "→", "™"]) expect(cut).toContain(character);
  });

  it("keeps what visitors type: ASCII and French accented letters", () => {
    for (const character of ["a", "~", "ë", "Ï", "ç", "Ç"]) expect(cut).toContain(character);
  });

  it("leaves out what nothing writes, tests included, and never goes beyond INTER_CHARACTERS", () => {
    for (const character of ["Å", "å", "¥", "↑"]) expect(cut).not.toContain(character);
    expect([...cut].every((character) => INTER_CHARACTERS.includes(character))).toBe(true);
  });
});
