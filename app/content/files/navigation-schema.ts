import * as z from "zod";
import { itemList, pageLink, pagePath, prose } from "./schema-parts";

/**
 * The labels of the header's menus and of the footer's columns, as the owner edits them in the CMS
 * (content/navigation.json, « Navigation »). A link chooses a page of the page table (app/pages.ts, the one
 * source of routes): the file never creates a page, and a page that does not exist is refused. Checked by the
 * build and the dev server (scripts/content/copy-files.ts).
 */

const subPage = pageLink("du sous-menu");

const menuItem = z.strictObject({
  label: prose("le nom de la page dans le menu"),
  to: pagePath,
  description: prose("une ligne sous le nom, qui dit ce que la page propose"),
  children: z.array(subPage, { error: "liste de sous-pages attendue (elle peut rester vide)" }).optional(),
});

const menu = z.strictObject({
  id: z.string({ error: "identifiant attendu : des minuscules sans accents" }).regex(/^[a-z]+(-[a-z]+)*$/, {
    error: "identifiant de minuscules sans accents attendu (par exemple services)",
  }),
  label: prose("le nom du menu dans l’en-tête"),
  items: itemList(menuItem, "au moins une page au menu"),
});

export const navigationSchema = z.strictObject({
  header: z.strictObject({
    menus: itemList(menu, "au moins un menu"),
    links: z.array(pageLink("de l’en-tête"), { error: "liste de liens attendue (elle peut rester vide)" }),
    skipLink: prose("le lien d’évitement, lu par les lecteurs d’écran (« Aller au contenu »)"),
    openMenu: prose("le nom du bouton qui ouvre le menu sur mobile"),
    closeMenu: prose("le nom du bouton qui ferme le menu sur mobile"),
    social: prose("le nom du lien LinkedIn de l’en-tête"),
  }),
  footer: z.strictObject({
    blurb: prose("la présentation du groupe en une ou deux phrases"),
    groups: itemList(
      z.strictObject({
        title: prose("le titre de la colonne"),
        links: itemList(pageLink("du pied de page"), "au moins un lien"),
      }),
      "au moins une colonne",
    ),
    cookieSettings: prose("le bouton qui rouvre le choix des cookies (« Gestion des cookies »)"),
    rights: prose("la mention qui suit « © année LIF Group »"),
    social: prose("le nom du lien LinkedIn du pied de page, lu par les lecteurs d’écran"),
  }),
});

export type NavigationFile = z.output<typeof navigationSchema>;
