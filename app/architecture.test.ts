// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * The folders import in one direction: routes over content, content over the blocks' types, blocks and forms
 * over components/ui and lib. This test reads every import of app/ and fails on one that points upward.
 */
const APP = join(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Modules that import nothing of app/, so any layer may use them without a cycle: French typography, which the
 * facts apply to what editors type in their content files (docs/decisions/023).
 */
const LEAVES = new Set(["lib/french.ts"]);

/** The top folder of app/ a module belongs to ("components/sections" for blocks), or the file for root ones. */
function layerOf(file: string): string {
  if (LEAVES.has(relative(APP, file))) return "leaf";
  const [top = "", second = ""] = relative(APP, file).split("/");
  if (top === "components") return `components/${second}`;
  return second ? top : top.replace(/\.tsx?$/, "");
}

/** Imports of a module, resolved to the app/ layer they reach ("~/content/x" → "content"). */
function importedLayers(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/^\s*(?:import|export)[^"']*from\s+["']([^"']+)["']/gm)]
    .map((match) => match[1] ?? "")
    .filter((spec) => spec.startsWith("~/") || spec.startsWith("."))
    .map((spec) => {
      const target = spec.startsWith("~/") ? join(APP, spec.slice(2)) : join(file, "..", spec);
      return layerOf(`${target}.ts`);
    });
}

/** What each layer must never import. */
const FORBIDDEN: Record<string, readonly string[]> = {
  content: ["routes", "root"],
  forms: ["routes", "content", "root"],
  lib: ["routes", "content", "components", "forms", "root"],
  facts: ["routes", "content", "components", "forms", "lib", "root"],
  "components/ui": ["routes", "content", "forms", "root", "components/sections", "components/layout"],
};
const FORBIDDEN_FOR_BLOCKS = ["routes", "content", "root"];

const violations = sourceFiles(APP).flatMap((file) => {
  const layer = layerOf(file);
  const forbidden =
    FORBIDDEN[layer] ??
    (layer.startsWith("components/") && layer !== "components/ui" ? FORBIDDEN_FOR_BLOCKS : []);
  return importedLayers(file)
    .filter((target) => forbidden.includes(target))
    .map((target) => `${relative(APP, file)} → ${target}`);
});

describe("layering", () => {
  it("no module imports a layer above its own", () => {
    expect(violations).toEqual([]);
  });

  it("a leaf module imports nothing of app/", () => {
    for (const leaf of LEAVES) expect(importedLayers(join(APP, leaf)), leaf).toEqual([]);
  });
});
