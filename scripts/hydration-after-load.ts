/**
 * Takes hydration off the page's critical path (docs/decisions/004 and 012).
 *
 * Every page is complete HTML before any JavaScript runs. React Router adds a `<link rel="modulepreload">`
 * per module and a module script whose static imports start fetching them as soon as it is parsed: on a
 * phone, about 150 KB of script competing with the stylesheet, the font and the hero image for the first
 * second. These rewrites keep the same modules and the same order of evaluation, but fetch them once the
 * page has loaded.
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

/** React Router's route manifest (`window.__reactRouterManifest`): read by the router alone. */
const ROUTE_MANIFEST = /\/manifest-[\w-]+\.js$/;

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
 * Rewrites React Router's module loader so that it starts once the page is loaded and painted: the static imports become
 * dynamic ones, then the route modules are published and the client entry is imported, as React Router's own
 * script does. Every module of the page's static graph is requested at once (modulepreload fetches one module,
 * not what it imports: without the whole list, each route's imports cost one more round trip), then evaluated
 * one per task, each after what it imports, so that no single evaluation blocks the page for long (TBT,
 * decision 013). Each URL is written once: the lightest page has a few bytes left in its first TCP window.
 * Throws when the script is not the shape this expects (a React Router upgrade changed it): the build then fails
 * instead of shipping a page that never hydrates.
 */
export function hydrationAfterLoad(html: string, importsOf: (url: string) => string[] = () => []): string {
  const loader = LOADER.exec(html);
  if (!loader) return html;
  const lines = (loader[1] ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const imports: { name: string | undefined; url: string }[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of lines) {
    const staticImport = STATIC_IMPORT.exec(line);
    const modules = ROUTE_MODULES.exec(line);
    const entryImport = ENTRY.exec(line);
    if (staticImport) {
      const [, name, url = ""] = staticImport;
      if (!ROUTE_MANIFEST.test(url)) imports.push({ name, url });
    } else if (modules) routeModules = modules[1];
    else if (entryImport) entry = entryImport[1];
    else throw new Error(`Script de chargement de React Router inattendu : ${line}`);
  }
  if (!routeModules || !entry) throw new Error("Script de chargement de React Router incomplet.");
  // The entry comes last: it reads the route modules once they are published.
  const order = evaluationOrder([...imports.map(({ url }) => url), entry], importsOf);
  const named = imports.filter(({ name }) => name);
  const script =
    // A task boundary that Playwright's fake clock does not hold back (it fakes timers, not messages).
    `const tick=()=>new Promise(r=>{const c=new MessageChannel();c.port1.onmessage=()=>r();c.port2.postMessage(0)});` +
    `const hydrate=async()=>{const o=${JSON.stringify(order)};` +
    `for(const u of o){const l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.append(l)}` +
    `const m=[];for(const u of o.slice(0,-1)){m.push(await import(u));await tick()}` +
    `const[${named.map(({ name }) => name).join(",")}]=${JSON.stringify(named.map(({ url }) => order.indexOf(url)))}.map(i=>m[i]);` +
    `window.__reactRouterRouteModules=${routeModules};return import(o.at(-1))};` +
    // After the load event and the first largest-contentful-paint entry: the page is on screen before the
    // first module is requested. Without that entry type (Safari) or in a hidden tab (no paint to wait
    // for), the load event alone.
    `const loaded=new Promise(r=>document.readyState==="complete"?r():addEventListener("load",r,{once:true}));` +
    `const painted=new Promise(r=>{` +
    `if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))return r();` +
    `new PerformanceObserver((_,o)=>{o.disconnect();r()}).observe({type:"largest-contentful-paint",buffered:true})});` +
    `Promise.all([loaded,painted]).then(hydrate);`;
  return html.replace(LOADER, () => `<script type="module">${script}</script>`);
}
