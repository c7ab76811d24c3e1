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

const LOADER = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^\n]*\});$/;
const ENTRY = /^import\("([^"]+)"\);$/;

/**
 * Rewrites React Router's module loader so that it starts once the page is loaded and painted: the static imports become
 * dynamic ones, awaited together, then the route modules are published and the client entry is imported, as
 * React Router's own script does. Throws when the script is not the shape this expects (a React Router
 * upgrade changed it): the build then fails instead of shipping a page that never hydrates.
 */
export function hydrationAfterLoad(html: string): string {
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
    if (staticImport) imports.push({ name: staticImport[1], url: staticImport[2] ?? "" });
    else if (modules) routeModules = modules[1];
    else if (entryImport) entry = entryImport[1];
    else throw new Error(`Script de chargement de React Router inattendu : ${line}`);
  }
  if (!routeModules || !entry) throw new Error("Script de chargement de React Router incomplet.");
  const urls = imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(",");
  const names = imports.map(({ name }) => name ?? "").join(",");
  const script =
    `const hydrate=()=>Promise.all([${urls}]).then(([${names}])=>{` +
    `window.__reactRouterRouteModules=${routeModules};return import(${JSON.stringify(entry)})});` +
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
