// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { islandWords } from "./island-words";

describe("the interface's words the islands show (build-time constants)", () => {
  it("gives the committed words as the islands showed them before the move", () => {
    expect(islandWords()).toEqual({
      __NEW_TAB__: '"(nouvel onglet)"',
      __TOASTER_REGION__: '"Notifications"',
      __TOASTER_CLOSE__: '"Fermer la notification"',
    });
  });

  it("typesets what an editor typed, as every copy file is", () => {
    const root = mkdtempSync(join(tmpdir(), "island-words-"));
    try {
      mkdirSync(join(root, "content"));
      writeFileSync(
        join(root, "content/interface.json"),
        JSON.stringify({ newTab: "(s'ouvre à côté)", toaster: { region: "Alertes", close: "Fermer ?" } }),
      );
      expect(islandWords(root)).toEqual({
        __NEW_TAB__: '"(s’ouvre à côté)"',
        __TOASTER_REGION__: '"Alertes"',
        __TOASTER_CLOSE__: '"Fermer\\u00a0?"'.replace("\\u00a0", "\u00a0"),
      });
    } finally {
      rmSync(root, { recursive: true });
    }
  });
});
