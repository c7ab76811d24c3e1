import * as z from "zod";
import { PLACEHOLDER_VALUES } from "~/content/placeholders";
import { fillPlaceholders } from "~/lib/fill-placeholders";
import { SERVICE_PAGES } from "~/lib/service-pages";
import { PAGES, type PagePath } from "~/pages";
import { optional, prose } from "./schema-parts";

/**
 * content/referencement.json: each page's search-engine copy (crumb, title, description, h1, Belgian overrides),
 * one entry per path of app/pages.ts and no other: the routes are code, the file only words them.
 *
 * Lengths: Google shows about 60 characters of a title and 155 of a description and cuts the rest with « … »;
 * the CMS's help texts say so. The build does not refuse beyond those: a cut title still ranks and reads, and
 * 21 of the 30 titles and 18 of the 30 descriptions (Belgian ones included) run past them today, the brand or the
 * offer first. It refuses what is certainly a mistake: a text too short to describe a page, or so long that it is
 * a paragraph pasted in the wrong field (more than 90 and 200 characters, above every text of the site today).
 * Measured as the page shows it, facts filled ({commission} counts as « 15 % »).
 */
export const TITLE_LENGTH = { min: 15, shown: 60, max: 90 } as const;
export const DESCRIPTION_LENGTH = { min: 50, shown: 155, max: 200 } as const;

/** Texts the spec gives word for word (/work/shared/spec/site-spec.md): an editor may not reword them. */
export const SPEC_TEXTS: Partial<Record<PagePath, { title?: string; h1?: string }>> = {
  "/contact": { title: "Contactez LIF Group | Expert en Solutions Nearshoring", h1: "Contactez-nous" },
  "/about": { title: "Qui Sommes-Nous - LIF Group" },
  "/partners": { title: "Nos Partenaires - LIF Group" },
};

/** The length a visitor sees: the facts' names filled (an unknown name is the placeholder check's business). */
const shownLength = (text: string) => [...fillPlaceholders(text, PLACEHOLDER_VALUES).text.trim()].length;

const sized = (what: string, { min, shown, max }: { min: number; shown: number; max: number }) =>
  prose(what)
    .refine((text) => shownLength(text) >= min, {
      error: `trop court (moins de ${min} caractères) : complétez ${what}`,
    })
    .refine((text) => shownLength(text) <= max, {
      error: `trop long (plus de ${max} caractères ; Google n’en montre qu’environ ${shown}) : raccourcissez ${what}`,
    });

const title = sized("le titre de la page dans l’onglet et dans les résultats de recherche", TITLE_LENGTH);
const description = sized("la description de la page dans les résultats de recherche", DESCRIPTION_LENGTH);

const pageCopy = z.strictObject(
  {
    crumb: prose("le nom court de la page dans le fil d’Ariane (par exemple « Contact »)"),
    title,
    description,
    h1: prose("le grand titre de la page, son seul titre de niveau 1"),
    be: optional(z.strictObject({ title, description })),
    service: optional(
      z.strictObject({
        name: prose("le nom du service que la page vend, tel que les moteurs de recherche le lisent"),
        type: prose("le type de service (par exemple « Externalisation IT nearshore »)"),
        audience: optional(prose("à qui le service s’adresse quand ce ne sont pas les entreprises clientes")),
      }),
    ),
  },
  {
    error:
      "cette page existe sur le site (app/pages.ts) : rétablissez son entrée avec son nom, son titre, sa description et son grand titre (l’historique du dépôt la garde)",
  },
);

/** A text the spec fixes, refused when it differs, with the text to restore. */
function specText(
  path: PagePath,
  field: "title" | "h1",
  expected: string,
  context: z.RefinementCtx,
  actual: unknown,
) {
  if (actual !== expected)
    context.addIssue({
      code: "custom",
      path: [path, field],
      message: `texte imposé par le cahier des charges : remettez exactement « ${expected} »`,
      input: actual,
    });
}

/** Every page once: a missing path is a missing field, another path an unknown one (strict). */
export const seoSchema = z
  .strictObject(
    Object.fromEntries(PAGES.map((page) => [page.path, pageCopy])) as Record<PagePath, typeof pageCopy>,
  )
  .superRefine((file, context) => {
    for (const [path, texts] of Object.entries(SPEC_TEXTS) as [PagePath, { title?: string; h1?: string }][]) {
      if (texts.title) specText(path, "title", texts.title, context, file[path]?.title);
      if (texts.h1) specText(path, "h1", texts.h1, context, file[path]?.h1);
    }
    // Which pages sell a service is the site's structure (SERVICE_PAGES); what the service is called is words.
    for (const page of PAGES) {
      const service = file[page.path]?.service;
      const sells = SERVICE_PAGES[page.path] !== undefined;
      if (sells === Boolean(service?.name)) continue;
      context.addIssue({
        code: "custom",
        path: [page.path, "service"],
        message: sells
          ? "cette page vend un service : donnez son nom et son type (groupe « Service vendu »), que les moteurs de recherche lisent"
          : "cette page ne vend pas de service : videz le groupe « Service vendu » (les pages qui en vendent sont fixées par le code)",
        input: service,
      });
    }
  });
