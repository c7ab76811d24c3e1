/**
 * Which built modules a page can load (docs/decisions/032, « One import map per page »): every page runs the
 * entry, but React, the hydration code and an island's component only on a page that wakes that island
 * (app/browser/islands.ts). Read from Vite's manifest (`build.manifest`, its documented map of source modules to
 * chunks, with each chunk's static and dynamic imports), so that an import map can list only those modules.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ISLAND_ATTRIBUTE, type IslandName } from "../app/islands/registry";

/** One chunk of Vite's `.vite/manifest.json`; `imports` and `dynamicImports` are keys of the manifest. */
export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

/** Where the island table lives, and the module that hydrates an island (it imports React). */
const REGISTRY = "app/islands/registry.ts";
const HYDRATE = "app/browser/hydrate.tsx";

/** The island that follows the forms: it wakes with the first island holding a form (app/browser/islands.ts). */
const TOASTER: IslandName = "toaster";

/**
 * Each island's source module, read from the registry's `name: () => import("module")` lines, as the manifest
 * names it (`app/forms/contact/contact-form.tsx`). Read as text: the registry's loaders are functions, and a
 * bundler needs their `import()` literal; `page-modules.test.ts` checks that the names found are exactly the
 * registry's, so a change of its shape fails there, not silently in a page's map.
 */
export function islandSources(root = "."): Record<string, string> {
  const source = readFileSync(join(root, REGISTRY), "utf8");
  const sources: Record<string, string> = {};
  for (const [, name = "", specifier = ""] of source.matchAll(
    /"?([\w-]+)"?:\s*\(\)\s*=>\s*import\("([^"]+)"\)/g,
  )) {
    const path = specifier.startsWith("~/")
      ? `app/${specifier.slice(2)}`
      : join("app/islands", specifier).replaceAll("\\", "/");
    const file = [".tsx", ".ts"]
      .map((extension) => path + extension)
      .find((candidate) => existsSync(join(root, candidate)));
    if (!file) throw new Error(`${REGISTRY} : module de l’îlot « ${name} » introuvable (${specifier}).`);
    sources[name] = file;
  }
  return sources;
}

/** The islands a page wakes: those it holds, the toaster only beside another island (it follows the forms). */
export function wokenIslands(html: string): Set<string> {
  const names = new Set(
    [...html.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([\\w-]+)"`, "g"))].map(([, name = ""]) => name),
  );
  // The toaster wakes with a form; a page whose only other island has none (none today) keeps it in the map:
  // a module listed and never loaded costs a line, a module loaded and not listed would go unchecked.
  if (names.size === 1 && names.has(TOASTER)) names.delete(TOASTER);
  return names;
}

export type PageModules = {
  /**
   * For one page, read once: the modules `name` loads there, by file name in the assets folder: all it imports
   * statically, and what it imports with `import()` if the page needs it (an island's module only where the
   * island wakes; React and the hydration code only where one does). Undefined for a module the manifest does not
   * know (the page's loader).
   */
  onPage(html: string): (name: string) => string[] | undefined;
};

/** A page's modules, from the manifest of its variant's build and the registry. */
export function pageModules(manifest: ViteManifest, sources: Record<string, string>): PageModules {
  /** A chunk's name in the assets folder (the manifest writes `assets/x.js`). */
  const baseName = (file: string) => file.slice(file.lastIndexOf("/") + 1);
  const fileName = (key: string) => {
    const file = manifest[key]?.file;
    return file === undefined ? undefined : baseName(file);
  };
  const fileNames = (keys: string[] = []) =>
    keys.map(fileName).filter((file): file is string => file !== undefined);

  // React and the hydration code: the hydrate module and what it imports, the entry aside (always loaded).
  const entries = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.file),
  );
  const hydrate = manifest[HYDRATE];
  if (!hydrate)
    throw new Error(`Manifeste de Vite : ${HYDRATE} absent, les îlots ne peuvent pas être listés.`);
  const react = new Set(
    fileNames([HYDRATE, ...(hydrate.imports ?? [])].filter((key) => !entries.has(manifest[key]?.file ?? ""))),
  );
  const islandOf = new Map(
    Object.entries(sources).map(([island, source]) => {
      const name = fileName(source);
      if (!name)
        throw new Error(`Manifeste de Vite : le module de l’îlot « ${island} » (${source}) est absent.`);
      return [name, island];
    }),
  );
  /** Whether a page loads a module that something imports with `import()`. */
  const neededOn = (name: string, woken: ReadonlySet<string>) => {
    const island = islandOf.get(name);
    if (island !== undefined) return woken.has(island);
    return react.has(name) ? woken.size > 0 : true;
  };

  const byFile = new Map(Object.values(manifest).map((chunk) => [baseName(chunk.file), chunk]));
  return {
    onPage(html) {
      const woken = wokenIslands(html);
      return (name) => {
        const chunk = byFile.get(name);
        if (!chunk || !name.endsWith(".js")) return undefined;
        const lazy = fileNames(chunk.dynamicImports).filter((module) => neededOn(module, woken));
        return [...fileNames(chunk.imports), ...lazy];
      };
    },
  };
}

/** The manifest Vite wrote beside a variant's client build (read once, then deleted by the postbuild). */
export function readViteManifest(client: string): ViteManifest {
  return JSON.parse(readFileSync(join(client, ".vite", "manifest.json"), "utf8")) as ViteManifest;
}
