/**
 * Takes the page's script off its critical path (docs/decisions/004, 012 and 017).
 *
 * Every page is complete HTML before any JavaScript runs. React Router adds a `<link rel="modulepreload">`
 * per module and a module script whose static imports start fetching them as soon as it is parsed. The browser
 * runs neither the router nor the routes: these rewrites leave the page its own script, the client entry,
 * fetched once the page has loaded and painted.
 */

/** Removes React Router's module preload hints. */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * Removes React Router's context scripts (`window.__reactRouterContext` and its stream): only the router reads
 * them, and the browser runs the pages without it (docs/decisions/014).
 */
export function withoutRouterContext(html: string): string {
  return html.replace(/<script>window\.__reactRouterContext[\s\S]*?<\/script>/g, "");
}

const LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^\n]*\});$/;
const ENTRY = /^import\("([^"]+)"\);$/;

/** The modules a built module imports statically, in order (`import{…}from"./x.js"` in Vite's output). */
export function staticImports(source: string, url: string): string[] {
  const base = url.slice(0, url.lastIndexOf("/") + 1);
  return [...source.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?"(\.\/[^"]+)"/g)].map(
    (match) => base + (match[1] ?? "").slice(2),
  );
}

/** The modules behind these, each after its own imports, in the order JavaScript evaluates them (depth first). */
function evaluationOrder(roots: string[], importsOf: (url: string) => string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dependency of importsOf(url)) visit(dependency);
    order.push(url);
  };
  for (const root of roots) visit(root);
  return order;
}

/**
 * Replaces React Router's module loader with the page's own script, started once the page is loaded and painted:
 * the client entry alone (app/entry.client.tsx), which hydrates the page's islands (docs/decisions/017). The route
 * modules the loader imported are empty in the browser (scripts/browser-router.ts) and the route manifest is the
 * router's: neither is requested. The entry's static graph is requested at once (modulepreload fetches one module,
 * not what it imports), then the entry imported. Each URL is written once: the lightest page has a few bytes left in
 * its first TCP window. `integrityOf` gives each preload its `integrity` (scripts/script-integrity.ts). Throws when the loader is not the shape this expects (a React Router upgrade changed it):
 * the build then fails instead of shipping a page whose script never runs.
 */
export function hydrationAfterLoad(
  html: string,
  importsOf: (url: string) => string[] = () => [],
  integrityOf: (url: string) => string | undefined = () => undefined,
): string {
  const loader = LOADER.exec(html);
  if (!loader) return html;
  const lines = (loader[1] ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of lines) {
    if (STATIC_IMPORT.test(line)) continue;
    const modules = ROUTE_MODULES.exec(line);
    const entryImport = ENTRY.exec(line);
    if (modules) routeModules = modules[1];
    else if (entryImport) entry = entryImport[1];
    else throw new Error(`Script de chargement de React Router inattendu : ${line}`);
  }
  if (!routeModules || !entry) throw new Error("Script de chargement de React Router incomplet.");
  // The entry comes last, after what it imports.
  const order = evaluationOrder([entry], importsOf);
  // Each preload carries its module's integrity (docs/decisions/032): what it fetches is what a later import runs.
  const integrities = order.map((url) => integrityOf(url) ?? "");
  const script =
    `const start=()=>{const o=${JSON.stringify(order)},s=${JSON.stringify(integrities)};` +
    `for(const[k,u]of o.entries()){const l=document.createElement("link");l.rel="modulepreload";if(s[k])l.integrity=s[k];l.href=u;document.head.append(l)}` +
    `return import(o.at(-1))};` +
    // After the load event and the first largest-contentful-paint entry: the page is on screen before the
    // first module is requested. Without that entry type (Safari) or in a hidden tab (no paint to wait
    // for), the load event alone. The browser reports no LCP entry after the visitor's first tap, key or scroll:
    // one that came before the first entry (a slow phone, a test's click) counts as painted, or nothing would
    // ever start (a fresh clone's run on a loaded machine: the cookie banner never came).
    `const loaded=new Promise(r=>document.readyState==="complete"?r():addEventListener("load",r,{once:true}));` +
    `const painted=new Promise(r=>{` +
    `for(const t of["pointerdown","keydown","scroll"])addEventListener(t,r,{once:true,capture:true,passive:true});` +
    `if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))return r();` +
    `new PerformanceObserver((_,o)=>{o.disconnect();r()}).observe({type:"largest-contentful-paint",buffered:true})});` +
    `Promise.all([loaded,painted]).then(start);`;
  return html.replace(LOADER, () => `<script type="module">${script}</script>`);
}
