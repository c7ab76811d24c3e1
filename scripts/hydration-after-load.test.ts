import {
  hydrationAfterLoad,
  staticImports,
  withoutModulePreloads,
  withoutRouterContext,
} from "./hydration-after-load";

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

describe("withoutRouterContext", () => {
  it("drops React Router's context and stream scripts and keeps the others", () => {
    const html =
      '<body><script>window.dataLayer=[];</script><script>window.__reactRouterContext = {"ssr":false};' +
      "window.__reactRouterContext.stream = new ReadableStream();</script><p>Texte</p>" +
      '<script>window.__reactRouterContext.streamController.enqueue("[]\\n");</script>' +
      "<script>window.__reactRouterContext.streamController.close();</script></body>";
    expect(withoutRouterContext(html)).toBe("<body><script>window.dataLayer=[];</script><p>Texte</p></body>");
  });
});

describe("hydrationAfterLoad", () => {
  const loader =
    '<script type="module" async="">import "/assets/manifest-1.js";\n' +
    'import * as route0 from "/assets/root-2.js";\n' +
    'import * as route1 from "/assets/page-3.js";\n  \n' +
    '  window.__reactRouterRouteModules = {"root":route0,"/page":route1};\n\n' +
    'import("/assets/entry.client-4.js");</script>';

  it("imports the client entry alone, once the page is loaded and painted, its static graph requested at once", () => {
    const graph: Record<string, string[]> = {
      "/assets/entry.client-4.js": ["/assets/consent-6.js", "/assets/analytics-5.js"],
      "/assets/analytics-5.js": ["/assets/consent-6.js"],
    };
    const importsOf = (url: string) => graph[url] ?? [];
    const integrityOf = (url: string) => (url.includes("entry") ? "sha256-entry" : undefined);
    const html = hydrationAfterLoad(`<body><p>Texte</p>${loader}</body>`, importsOf, integrityOf);
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(html.startsWith("<body><p>Texte</p><script")).toBe(true);
    expect(script).not.toMatch(/^import |\nimport /);
    // Neither the route manifest nor the route modules: the browser runs no route.
    expect(script).not.toMatch(/manifest-1|root-2|page-3|__reactRouterRouteModules/);
    // The entry's static graph, each URL once, each after what it imports, the entry last.
    expect(script).toContain(
      'const o=["/assets/consent-6.js","/assets/analytics-5.js","/assets/entry.client-4.js"],s=["","","sha256-entry"];',
    );
    // Each preload with its module's integrity, when there is one.
    expect(script).toContain(
      'for(const[k,u]of o.entries()){const l=document.createElement("link");l.rel="modulepreload";if(s[k])l.integrity=s[k];',
    );
    expect(script).toContain("return import(o.at(-1))");
    expect(script).toContain('addEventListener("load"');
    expect(script).toContain('observe({type:"largest-contentful-paint",buffered:true})');
    // The visitor's first tap, key or scroll ends the LCP entries: it counts as painted.
    expect(script).toContain('for(const t of["pointerdown","keydown","scroll"])addEventListener(t,r,');
    expect(() => new Function(`return async()=>{${script.replaceAll("import(", "load(")}}`)).not.toThrow();
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

describe("staticImports", () => {
  it("lists a built module's static imports, in order, as absolute paths, not its dynamic ones", () => {
    const source =
      'import{j as o,r as T}from"./framework-1.js";import"./side-2.js";import * as s from "./shell-3.js";' +
      'const f=()=>import("./lazy-4.js");export{o};';
    expect(staticImports(source, "/assets/root-0.js")).toEqual([
      "/assets/framework-1.js",
      "/assets/side-2.js",
      "/assets/shell-3.js",
    ]);
  });
});
