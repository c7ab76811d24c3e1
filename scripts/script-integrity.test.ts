// @vitest-environment node
import { createHash } from "node:crypto";
import { integrityOf, reachableModules, referencedModules, withScriptIntegrity } from "./script-integrity";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** A tiny assets folder: the entry imports a chunk statically and an island by import(), Vite-style. */
function folder() {
  const files = new Map<string, string>([
    [
      "entry-1.js",
      'import{a}from"./shared-2.js";const m=["assets/island-3.js"];()=>import("./island-3.js");',
    ],
    ["shared-2.js", "export const a=1;"],
    ["island-3.js", 'import{a}from"./shared-2.js";export default a;'],
    ["route-4.js", ""],
  ]);
  const names = new Set(files.keys());
  return {
    files,
    assets: {
      prefix: "/assets/",
      names,
      read: (name: string) => Buffer.from(files.get(name) ?? ""),
      write: (name: string, text: string) => {
        files.set(name, text);
        names.add(name);
      },
    },
  };
}

test("integrity is the sha256 of the bytes, in base64", () => {
  expect(integrityOf("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
});

test("a module's references are the built modules it names, static, dynamic or in a preload list", () => {
  const names = new Set(["shared-2.js", "island-3.js"]);
  expect(
    referencedModules('import"./shared-2.js";f(["assets/island-3.js"]);import("./other.js")', names),
  ).toEqual(["shared-2.js", "island-3.js"]);
  const graph: Record<string, string[]> = { a: ["b"], b: ["c", "a"], c: [] };
  expect(reachableModules(["a"], (name) => graph[name] ?? [])).toEqual(["a", "b", "c"]);
});

test("the inline loader becomes a file with integrity, and the import map covers what it can load", () => {
  const { files, assets } = folder();
  const loader = 'import("/assets/entry-1.js")';
  const html = `<head><link rel="modulepreload" href="/assets/shared-2.js"/></head><body><p>x</p><script type="module">${loader}</script></body>`;
  const page = withScriptIntegrity(html, assets);

  const [, src, integrity] =
    /<script type="module" src="\/assets\/(start-[\w-]+\.js)" integrity="([^"]+)" fetchpriority="low"><\/script>/.exec(
      page,
    ) ?? [];
  expect(files.get(src ?? "")).toBe(loader);
  expect(integrity).toBe(sha256(loader));
  expect(page).toContain(
    `<link rel="modulepreload" href="/assets/shared-2.js" integrity="${sha256("export const a=1;")}"/>`,
  );
  const map = JSON.parse(/<script type="importmap">(.*?)<\/script>/.exec(page)?.[1] ?? "{}");
  // Everything reachable from the loader and the preload, and nothing else (the empty route module).
  expect(map.integrity).toEqual({
    "/assets/entry-1.js": sha256(files.get("entry-1.js") ?? ""),
    "/assets/island-3.js": sha256(files.get("island-3.js") ?? ""),
    "/assets/shared-2.js": sha256("export const a=1;"),
    [`/assets/${src}`]: sha256(loader),
  });
  // The map comes before the first module fetch (here the preload in the head).
  expect(page.indexOf('type="importmap"')).toBeLessThan(page.indexOf("modulepreload"));
  // Two pages with the same loader share one file.
  withScriptIntegrity(html, assets);
  expect([...files.keys()].filter((name) => name.startsWith("start-"))).toHaveLength(1);
});

test("a page without module scripts is left as it is", () => {
  const { assets } = folder();
  const html = '<body><script>window.a=1</script><script type="application/ld+json">{}</script></body>';
  expect(withScriptIntegrity(html, assets)).toBe(html);
});

test("with the bundler's modules, the map leaves out what this page cannot load", () => {
  const { assets } = folder();
  const html = '<body><script type="module">import("/assets/entry-1.js")</script></body>';
  // The entry loads the island only on a page that holds it (as page-modules.ts answers from Vite's manifest).
  const modules = {
    onPage: (page: string) => (name: string) =>
      ({
        "entry-1.js": page.includes("data-island") ? ["island-3.js"] : [],
        "island-3.js": ["shared-2.js"],
        "shared-2.js": [],
      })[name],
  };
  const listed = (page: string) =>
    Object.keys(JSON.parse(/<script type="importmap">(.*?)<\/script>/.exec(page)?.[1] ?? "{}").integrity);
  // The loader file is not in the manifest: its references are read from its text.
  expect(listed(withScriptIntegrity(html, assets, modules))).toEqual([
    "/assets/entry-1.js",
    expect.stringMatching(/^\/assets\/start-/),
  ]);
  expect(
    listed(withScriptIntegrity(html.replace("<body>", '<body><div data-island="a">'), assets, modules)),
  ).toEqual([
    "/assets/entry-1.js",
    "/assets/island-3.js",
    "/assets/shared-2.js",
    expect.stringMatching(/^\/assets\/start-/),
  ]);
});
