// @vitest-environment node
import { ISLANDS } from "../app/islands/registry";
import { islandSources, pageModules, type ViteManifest, wokenIslands } from "./page-modules";

/** A manifest shaped as Vite writes it: the entry loads two islands and the hydration code by import(). */
const MANIFEST: ViteManifest = {
  "app/entry.client.tsx": {
    file: "assets/entry-1.js",
    isEntry: true,
    dynamicImports: [
      "app/forms/a.tsx",
      "app/islands/toaster.tsx",
      "app/browser/hydrate.tsx",
      "app/banner.ts",
    ],
  },
  "_framework-2.js": { file: "assets/framework-2.js", imports: ["app/entry.client.tsx"] },
  "app/browser/hydrate.tsx": {
    file: "assets/hydrate-3.js",
    imports: ["_framework-2.js", "app/entry.client.tsx"],
  },
  "app/forms/a.tsx": { file: "assets/a-4.js", imports: ["_framework-2.js", "_form-5.js"] },
  "_form-5.js": { file: "assets/form-5.js" },
  "app/islands/toaster.tsx": { file: "assets/toaster-6.js", imports: ["_framework-2.js"] },
  "app/banner.ts": { file: "assets/banner-7.js" },
  "app/app.css": { file: "assets/app-8.css" },
};
const SOURCES = { "form-a": "app/forms/a.tsx", toaster: "app/islands/toaster.tsx" };

test("every island of the registry is found with its source module", () => {
  const sources = islandSources();
  expect(Object.keys(sources).sort()).toEqual(Object.keys(ISLANDS).sort());
  expect(sources["contact-form"]).toBe("app/forms/contact/contact-form.tsx");
  expect(sources.toaster).toBe("app/islands/toaster.tsx");
});

test("a page wakes the islands it holds, the toaster only beside another one", () => {
  expect([...wokenIslands('<div data-island="toaster"></div>')]).toEqual([]);
  expect(
    [...wokenIslands('<div data-island="form-a"></div><div data-island="toaster"></div>')].sort(),
  ).toEqual(["form-a", "toaster"]);
});

test("an island's module, React and the hydration code are loaded only where an island wakes", () => {
  const modules = pageModules(MANIFEST, SOURCES);
  const withForm = '<div data-island="form-a"></div><div data-island="toaster"></div>';
  const withoutForm = '<div data-island="toaster"></div>';
  expect(modules.onPage(withForm)("entry-1.js")).toEqual([
    "a-4.js",
    "toaster-6.js",
    "hydrate-3.js",
    "banner-7.js",
  ]);
  expect(modules.onPage(withoutForm)("entry-1.js")).toEqual(["banner-7.js"]);
  // A static import is always followed: an island's module may import another island's (the contact page's form).
  expect(modules.onPage(withoutForm)("a-4.js")).toEqual(["framework-2.js", "form-5.js"]);
  // The page's loader is not Vite's: its references are read from its text.
  expect(modules.onPage(withForm)("start-9.js")).toBeUndefined();
});

test("an island missing from the manifest stops the build", () => {
  expect(() => pageModules(MANIFEST, { ...SOURCES, gone: "app/forms/gone.tsx" })).toThrow(/« gone »/);
});
