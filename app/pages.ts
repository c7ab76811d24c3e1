/**
 * The page table: every public URL, its route module and its search-engine copy.
 * routes.ts, the SEO builder, the sitemap and the browser tests all read this one list.
 * The routes are code (./page-routes.ts: an editor adds or removes no page); the copy of each page (crumb, title,
 * description, h1, Belgian overrides) is content/referencement.json, edited in the CMS (« Référencement ») and
 * checked by the build against app/content/files/seo-schema.ts (docs/decisions/030, « Search-engine copy »).
 */

// A static JSON import: Vite, esbuild (the server, the build's scripts) and Playwright all read it.
import interfaceFile from "../content/interface.json" with { type: "json" };
import seoFile from "../content/referencement.json" with { type: "json" };
import { PLACEHOLDER_VALUES } from "./content/placeholders";
import { fillPlaceholders } from "./lib/fill-placeholders";
import { typeset } from "./lib/french";
import { type PageRoute, ROUTES } from "./page-routes";

export type Variant = "fr" | "be";

/** The variants built, in build order; the first is the default (x-default). */
export const VARIANTS = ["fr", "be"] as const satisfies readonly Variant[];

/** A service line: its pages share a layout and a colour (`data-line`). */
export type ServiceLine = "shore" | "form" | "talent";

/** A page family: the layout route that wraps its pages and the line colour it sets. */
export type Family = "group" | ServiceLine | "legal";

export type PageEntry = {
  path: string;
  /** Route module, relative to app/. */
  file: string;
  family: Family;
  /** Its name in a breadcrumb. */
  crumb: string;
  /** The page above it in the breadcrumb; the home page has none. */
  parent?: string;
  title: string;
  description: string;
  /** The page's only h1, as it appears on the page. */
  h1: string;
  /** Copy that differs on the Belgian site: the home page, and the LIF Form pages that name French funding. */
  be?: { title: string; description: string };
  /** On a page that sells a service (SERVICE_PAGES), what search engines are told it sells (its JSON-LD). */
  service?: PageService;
};

/** A service as a page's structured data names it: its name, its type, who it is for when not companies. */
export type PageService = { name: string; type: string; audience?: string };

/** A page's search-engine copy as content/referencement.json holds it (one entry per path). */
export type PageSeoCopy = Pick<PageEntry, "crumb" | "title" | "description" | "h1"> & {
  be?: { title: string; description: string } | null;
  service?: { name: string; type: string; audience?: string | null } | null;
};

/**
 * A text of the file with its facts filled ({delai-presentation} → « 48 h »). Not typeset: the SEO builder and
 * the page hero typeset what they print, as they did when these texts were code. No variant: this module is
 * imported outside Vite (the launch gate, the server, Playwright specs), so only the facts' names, as readCopy.
 */
function filled(path: string, text: string): string {
  const { text: result, unknown } = fillPlaceholders(text, PLACEHOLDER_VALUES);
  if (unknown.length > 0)
    throw new Error(
      `Texte à remplacer inconnu dans content/referencement.json (${path}) : {${unknown.join("}, {")}}`,
    );
  return result;
}

/** A route with its copy, in the key order the table always had (path, file, family, crumb, parent, …). */
function withCopy<R extends PageRoute>(route: R): R & PageEntry {
  const copy = (seoFile as Record<string, PageSeoCopy | undefined>)[route.path];
  // The build's check refuses a page missing from the file with the CMS's words; this is what the pages need.
  if (!copy) throw new Error(`content/referencement.json : la page ${route.path} n’a pas d’entrée`);
  const { path, file, family, parent } = route;
  return {
    path,
    file,
    family,
    crumb: filled(path, copy.crumb),
    ...(parent ? { parent } : {}),
    title: filled(path, copy.title),
    description: filled(path, copy.description),
    h1: filled(path, copy.h1),
    // The CMS writes an untouched optional group as absent, null or empty: all mean « same as the French site ».
    ...(copy.be?.title
      ? { be: { title: filled(path, copy.be.title), description: filled(path, copy.be.description) } }
      : {}),
    ...(copy.service?.name
      ? {
          service: {
            name: filled(path, copy.service.name),
            type: filled(path, copy.service.type),
            ...(copy.service.audience ? { audience: filled(path, copy.service.audience) } : {}),
          },
        }
      : {}),
  } as R & PageEntry;
}

/** The table, a tuple as when it was written inline: `PAGES[0]` is the home page, each path its literal type. */
type WithCopy<T extends readonly PageRoute[]> = { readonly [K in keyof T]: T[K] & PageEntry };

export const PAGES = ROUTES.map(withCopy) as unknown as WithCopy<typeof ROUTES>;

export type PagePath = (typeof PAGES)[number]["path"];

const BY_PATH = new Map<string, PageEntry>(PAGES.map((page) => [page.path, page]));

/** The entry of a known path; throws for an unknown one so a typo fails the build, not the visitor. */
export function getPage(path: PagePath): PageEntry {
  const page = BY_PATH.get(path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}

/**
 * The breadcrumb's name for screen readers, beside the crumbs it names: a word of the interface
 * (content/interface.json, « Navigation › Textes de l’interface »), typeset as every copy file.
 */
export const BREADCRUMB_NAME = typeset(interfaceFile.breadcrumb);

/** From the home page down to this page, each step with its crumb; the last item is the page itself. */
export function breadcrumb(path: PagePath): { label: string; to: PagePath }[] {
  const trail: { label: string; to: PagePath }[] = [];
  for (
    let page: PageEntry | undefined = getPage(path);
    page;
    page = page.parent ? BY_PATH.get(page.parent) : undefined
  ) {
    trail.unshift({ label: page.crumb, to: page.path as PagePath });
  }
  return trail;
}

/** Title and description of a page for one variant. */
export function pageCopy(page: PageEntry, variant: Variant): { title: string; description: string } {
  return variant === "be" && page.be ? page.be : { title: page.title, description: page.description };
}
