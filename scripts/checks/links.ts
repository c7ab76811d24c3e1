// Checks the internal links of every prerendered page, after the build:
// `node build/tools/links.mjs [fr be]` (BUILD_DIR, default build; default: every variant built).
// Each `<a href>` to the site must answer 200 as the server would answer it: a page of the page table or a
// file of the build, never a 301 (legacy URL, trailing slash, index.html) nor a 404; a fragment must name an
// id of its target page; and every page must be linked from at least one other page. Exits 1 otherwise.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { PAGES, VARIANTS, type Variant } from "../../app/pages";
import { SITE } from "../../app/site.config";
import { pageFile as pageFileOf } from "../../server/headers/site-manifest";
import { redirectLocation } from "../../server/runtime/request-path";

export type LinkProblem = { page: string; href: string; problem: string };

/** A built variant as the checker sees it: the HTML of each page, and which other files it serves. */
export type BuiltSite = {
  origin: string;
  /** Page path → its prerendered HTML (the 404 page under its file name, `/404.html`). */
  pages: ReadonlyMap<string, string>;
  /** Whether a static file (not a page) answers at this URL path. */
  hasFile: (pathname: string) => boolean;
};

export const NOT_FOUND_PAGE = "/404.html";

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name] ?? entity;
  });
}

/** The markup without scripts and templates, whose contents are data, not links. */
const markup = (html: string) => html.replace(/<(script|template)\b[\s\S]*?<\/\1>/gi, "");

/** Every `<a href>` of a page, decoded. React always writes attributes in double quotes, `>` escaped. */
export function linksOf(html: string): string[] {
  return [...markup(html).matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((match) =>
    decodeAttribute(match[1] ?? ""),
  );
}

/** Every id a fragment can point to. */
export function idsOf(html: string): Set<string> {
  return new Set(
    [...markup(html).matchAll(/\sid="([^"]*)"/g)].map((match) => decodeAttribute(match[1] ?? "")),
  );
}

/** The problems of one link of `page`, or none; `target` is the page it leads to, when it is a page. */
function checkLink(site: BuiltSite, page: string, href: string): { problem?: string; target?: string } {
  if (href.trim() === "" || href === "#") return { problem: "lien vide" };
  const base = page === NOT_FOUND_PAGE ? `${site.origin}/` : site.origin + page;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return { problem: "adresse invalide" };
  }
  if (url.origin !== site.origin) return {}; // another site, mailto:, tel:
  const redirect = redirectLocation({ pathname: url.pathname, search: url.search });
  if (redirect !== undefined) return { problem: `redirige (301) vers ${redirect}` };
  const html = site.pages.get(url.pathname);
  if (html === undefined || url.pathname === NOT_FOUND_PAGE) {
    return site.hasFile(url.pathname) ? {} : { problem: "page introuvable (404)" };
  }
  const fragment = decodeURIComponent(url.hash.slice(1));
  if (fragment && !idsOf(html).has(fragment))
    return { problem: `ancre #${fragment} absente de ${url.pathname}`, target: url.pathname };
  return { target: url.pathname };
}

/** Every broken link of the site, and the pages no other page links to. */
export function checkSite(site: BuiltSite): { problems: LinkProblem[]; orphans: string[] } {
  const problems: LinkProblem[] = [];
  const linked = new Set<string>();
  for (const [page, html] of site.pages) {
    for (const href of new Set(linksOf(html))) {
      const { problem, target } = checkLink(site, page, href);
      if (problem) problems.push({ page, href, problem });
      if (target && target !== page) linked.add(target);
    }
  }
  const orphans = [...site.pages.keys()].filter((page) => page !== NOT_FOUND_PAGE && !linked.has(page));
  return { problems, orphans };
}

/** The HTML file of a page in a client build: `about.html`, the home page `index.html` (scripts/postbuild.ts). */
export const pageFile = (client: string, path: string) =>
  join(client, ...pageFileOf(path).slice(1).split("/"));

/** A built variant read from disk: the pages of the page table, the 404 page, and its other files. */
export function readBuiltSite(client: string, variant: Variant): BuiltSite {
  const pages = new Map<string, string>();
  for (const { path } of PAGES) {
    const file = pageFile(client, path);
    if (!existsSync(file)) throw new Error(`${file} manque : la page ${path} n’a pas été prérendue.`);
    pages.set(path, readFileSync(file, "utf8"));
  }
  const notFound = join(client, "404.html");
  if (existsSync(notFound)) pages.set(NOT_FOUND_PAGE, readFileSync(notFound, "utf8"));
  const hasFile = (pathname: string) => {
    // The server answers 404 for HTML files and hidden files asked for by name.
    if (pathname.endsWith(".html") || pathname.split("/").some((part) => part.startsWith("."))) return false;
    const file = join(client, ...decodeURIComponent(pathname).split("/"));
    return existsSync(file) && statSync(file).isFile();
  };
  return { origin: SITE.origins[variant], pages, hasFile };
}

if (process.argv[1]?.endsWith("links.mjs")) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const asked = process.argv.slice(2) as Variant[];
  const variants = asked.length > 0 ? asked : VARIANTS.filter((v) => existsSync(join(buildDir, v, "client")));
  if (variants.length === 0) {
    console.error(`Aucun build dans ${buildDir} : lancez d’abord \`npm run build\`.`);
    process.exit(1);
  }
  let failures = 0;
  for (const variant of variants) {
    const site = readBuiltSite(join(buildDir, variant, "client"), variant);
    const { problems, orphans } = checkSite(site);
    for (const { page, href, problem } of problems)
      console.error(`✗ [${variant}] ${page} : lien « ${href} » — ${problem}`);
    for (const page of orphans)
      console.error(`✗ [${variant}] ${page} : aucune autre page n’y mène (page orpheline)`);
    failures += problems.length + orphans.length;
  }
  if (failures > 0) {
    console.error(
      `\nLiens internes : ${failures} problème(s). Chaque lien doit mener à une page de app/pages.ts (sans redirection) ou à un fichier du build, et chaque page doit être liée depuis une autre.`,
    );
    process.exit(1);
  }
  console.log(
    `✓ Liens internes vérifiés (${variants.join(", ")}) : aucun 404, aucune redirection, aucune page orpheline.`,
  );
}
