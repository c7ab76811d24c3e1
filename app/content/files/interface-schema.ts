import * as z from "zod";
import { prose } from "./schema-parts";

/**
 * The words of the site's interface that no page owns (content/interface.json, « Navigation › Textes de
 * l’interface »): the names screen readers give the header's and footer's lists and navigations, the breadcrumb
 * (read by app/pages.ts, beside the crumbs), the logo's link,
 * « (nouvel onglet) » after a link that opens one, the legal pages' table of contents and date line, and the cookie
 * banner. Read by ./interface.ts for the shell and the legal pages, and by the cookie banner's build-time markup
 * (app/components/layout/cookie-banner-markup.tsx). The menus' own labels are content/navigation.json.
 * « (nouvel onglet) » and the toaster's names are also shown by islands, which receive them typeset as build-time
 * constants (scripts/content/island-words.ts).
 */
export const interfaceSchema = z.strictObject({
  logo: prose("le nom du lien du logo, lu par les lecteurs d’écran (« LIF Group, accueil »)"),
  newTab: prose(
    "ce que les lecteurs d’écran entendent après un lien qui ouvre un nouvel onglet (« (nouvel onglet) »)",
  ),
  header: z.strictObject({
    mainNav: prose("le nom du menu de l’en-tête sur grand écran, lu par les lecteurs d’écran"),
    mobileNav: prose("le nom du menu de l’en-tête sur mobile, lu par les lecteurs d’écran"),
  }),
  breadcrumb: prose(
    "le nom du fil d’Ariane en haut des pages, lu par les lecteurs d’écran (« Fil d’Ariane »)",
  ),
  testimonialResults: prose(
    "le nom de la liste des résultats sous un témoignage, lu par les lecteurs d’écran (« Résultats »)",
  ),
  footer: z.strictObject({
    contacts: prose(
      "le nom de la liste des adresses, du téléphone et de l’e-mail, lu par les lecteurs d’écran",
    ),
    socials: prose("le nom de la liste des réseaux sociaux, lu par les lecteurs d’écran"),
  }),
  legal: z.strictObject({
    tableOfContents: prose("le titre du sommaire des pages légales (« Sommaire »)"),
    updated: prose(
      "le début de la ligne de date des pages légales, sans les deux-points (« Dernière mise à jour »)",
    ),
  }),
  steps: z.strictObject({
    step: prose("le mot que les lecteurs d’écran entendent devant le numéro d’une étape (« Étape »)"),
    who: prose("l’intitulé devant qui participe à une étape, sans les deux-points (« Qui »)"),
  }),
  pageCards: z.strictObject({
    current: prose(
      "la pastille de la carte de la page où l’on est, parmi des cartes de pages (« Vous êtes ici »)",
    ),
  }),
  serviceCards: z.strictObject({
    more: prose("le lien au bas de chaque carte de service (« En savoir plus »)"),
    on: prose("le mot qui relie ce lien au nom du service pour les lecteurs d’écran (« sur »)"),
  }),
  cookieBanner: z.strictObject({
    title: prose("le titre du bandeau cookies"),
    text: prose("la phrase du bandeau cookies, avant le lien vers la politique de confidentialité"),
    privacyLink: prose("le texte du lien vers la politique de confidentialité"),
    essential: prose("le bouton qui refuse la mesure d’audience (« Accepter l’essentiel »)"),
    all: prose("le bouton qui l’accepte (« Accepter tout »)"),
  }),
  toaster: z.strictObject({
    region: prose("le nom de la zone des notifications, lu par les lecteurs d’écran (« Notifications »)"),
    close: prose(
      "le nom du bouton qui ferme une notification, lu par les lecteurs d’écran (« Fermer la notification »)",
    ),
  }),
});

export type InterfaceFile = z.output<typeof interfaceSchema>;
