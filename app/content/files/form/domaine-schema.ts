import * as z from "zod";
import { prose } from "../schema-parts";
import { checkList, fragmentAction, pageAction, sectionHead, timelineItems } from "../section-parts";

/**
 * The LIF Form domain pages' copy (« Pages LIF Form » in the CMS), read by app/content/form/domain-files.ts: one
 * schema for the three domains' own files (content/pages/lif-form/cybersecurite.json, reseaux.json,
 * securite.json), and one for what the three pages share (domaines.json). What the catalogue decides stays in
 * app/content/form/domain-page.ts: the course sheets, the hero's figures counted from them, the domain's eyebrow
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

/** What the three domain pages share: the hero's buttons, how a session runs, the funding and explorer heads. */
export const domainesSchema = z.strictObject({
  hero: z.strictObject({ coursesAction: fragmentAction, contactAction: pageAction }),
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
