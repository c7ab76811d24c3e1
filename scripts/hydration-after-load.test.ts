import { hydrationAfterLoad, withoutModulePreloads } from "./hydration-after-load";

describe("withoutModulePreloads", () => {
  it("drops the module preload hints and keeps every other link and script", () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/x.js"/>' +
      '<link rel="preload" href="/f.woff2" as="font"/><link rel="modulepreload" href="/assets/y.js" crossorigin=""/>' +
      '</head><body><script type="module">import "/assets/x.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="preload" href="/f.woff2" as="font"/></head>' +
        '<body><script type="module">import "/assets/x.js";</script></body>',
    );
  });
});

describe("hydrationAfterLoad", () => {
  const loader =
    '<script type="module" async="">import "/assets/manifest-1.js";\n' +
    'import * as route0 from "/assets/root-2.js";\n' +
    'import * as route1 from "/assets/page-3.js";\n  \n' +
    '  window.__reactRouterRouteModules = {"root":route0,"/page":route1};\n\n' +
    'import("/assets/entry.client-4.js");</script>';

  it("fetches the same modules, in the same order, only once the page is loaded and painted", () => {
    const html = hydrationAfterLoad(`<body><p>Texte</p>${loader}</body>`);
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(html.startsWith("<body><p>Texte</p><script")).toBe(true);
    expect(script).not.toMatch(/^import |\nimport /);
    expect([...script.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1])).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/page-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(script).toContain(
      '.then(([,route0,route1])=>{window.__reactRouterRouteModules={"root":route0,"/page":route1}',
    );
    expect(script).toContain('addEventListener("load"');
    expect(script).toContain('observe({type:"largest-contentful-paint",buffered:true})');
    expect(() => new Function(script.replaceAll("import(", "load("))).not.toThrow();
  });

  it("leaves a page without React Router's loader alone", () => {
    expect(hydrationAfterLoad("<body><p>Texte</p></body>")).toBe("<body><p>Texte</p></body>");
  });

  it("fails the build when React Router's loader is not the shape it rewrites", () => {
    expect(() =>
      hydrationAfterLoad(loader.replace('import("/assets/entry.client-4.js");', "start();")),
    ).toThrow(/inattendu/);
  });
});
