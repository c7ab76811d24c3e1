import * as z from "zod";
import { prose } from "../schema-parts";
import { checkList, fragmentAction, pageAction, sectionHead, timelineItems } from "../section-parts";

/**
 * The LIF Form domain pages' copy (« Pages LIF Form » in the CMS), read by app/content/form/domain-files.ts: one
 * schema for the three domains' own files (content/pages/lif-form/cybersecurite.json, reseaux.json,
 * securite.json), and one for what the three pages share (domaines.json). What the catalogue decides stays in
 * app/content/form/domain-page.ts: the course sheets, the hero's counts (quoted by name in the card), the domain's eyebrow
 * and the explorer's cards (its name and promise below), the funding note (funding.ts), the ids and tones.
 */

/** A domain's own page: how cards and links name it, its hero's lead, its courses' head, its closing band. */
export const domainSchema = z.strictObject({
  name: prose("le nom du domaine, tel que les cartes et les liens l’écrivent, par exemple « Réseaux »"),
  promise: prose("ce que le domaine promet, en une phrase (sur les cartes des domaines)"),
  hero: z.strictObject({ lead: prose("le paragraphe d’introduction de la page, sous son titre") }),
  courses: z.strictObject(sectionHead),
  cta: z.strictObject({ title: prose("le titre du bandeau"), text: prose("le texte du bandeau") }),
});

/** A figure of the « … en bref » card: its value and the line under it. */
const briefFigure = (value: string, label: string) =>
  z.strictObject({ value: prose(`la valeur, ${value}`), label: prose(`la ligne sous la valeur, ${label}`) });

/**
 * The hero's « … en bref » card, the same words for the three domains around what each page counts in its courses:
 * {nom-du-domaine}, {formations-du-domaine}, {jours-minimum}, {jours-maximum} (app/content/form/lif-form-names.ts). The
 * certifications' names and the formats' order come from the courses; the words are here.
 */
const brief = z.strictObject({
  title: prose("le titre de l’encadré, par exemple « {nom-du-domaine} en bref »"),
  courses: briefFigure(
    "par exemple « {formations-du-domaine} formations »",
    "par exemple « de {jours-minimum} à {jours-maximum} jours chacune »",
  ),
  certifications: z.strictObject({
    one: prose("la ligne sous le nom d’une seule certification, « certification préparée »"),
    many: prose("la ligne sous les noms de plusieurs certifications, « certifications préparées »"),
  }),
  formats: z.strictObject({
    presentiel: prose("le mot du format en présentiel, « Présentiel »"),
    distanciel: prose("le mot du format à distance, « à distance »"),
    mixte: prose("le mot du format mixte, « mixte »"),
    label: prose("la ligne sous les formats, « et en intra, dans vos locaux »"),
  }),
  sheets: briefFigure("« Sur chaque fiche »", "ce que chaque fiche donne"),
});

/** What the three domain pages share: the hero's buttons and card, how a session runs, the funding and explorer heads. */
export const domainesSchema = z.strictObject({
  hero: z.strictObject({ coursesAction: fragmentAction, contactAction: pageAction }),
  brief,
  session: z.strictObject({ ...sectionHead, items: timelineItems, practical: checkList }),
  funding: z.strictObject({
    ...sectionHead,
    linkLabel: prose("le texte du lien vers les démarches détaillées de la page LIF Form"),
    waysLabel: prose("le titre des liens vers chaque démarche, par exemple « Les démarches pas à pas »"),
  }),
  explore: z.strictObject({
    ...sectionHead,
    navLabel: prose("le nom de la liste de cartes, lu par les lecteurs d’écran"),
    back: pageAction,
  }),
  cta: z.strictObject({ secondAction: pageAction }),
});

export type DomainFile = z.output<typeof domainSchema>;
export type DomainesFile = z.output<typeof domainesSchema>;
