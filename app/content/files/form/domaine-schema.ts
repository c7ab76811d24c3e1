import * as z from "zod";
import { DOMAIN_BRIEF_NAMES } from "~/content/form/lif-form-names";
import { prose } from "../schema-parts";
import { checkList, fragmentAction, pageAction, sectionHead, timelineItems } from "../section-parts";

/**
 * The LIF Form domain pages' copy (« Pages LIF Form » in the CMS), read by app/content/form/domain-files.ts: one
 * schema for the three domains' own files (content/pages/lif-form/cybersecurite.json, reseaux.json,
 * securite.json), and one for what the three pages share (domaines.json). What the catalogue decides stays in
 * app/content/form/domain-page.ts: the course sheets, the hero's counts and the domain's name and certifications
 * (quoted by name in the card and the lines that name the domain), the explorer's cards (its name and promise
 * below), the rest of the funding note (funding.ts), the ids and tones.
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

/**
 * The lines that name the page's domain, written once for the three: the hero's eyebrow and, on the French site, the
 * start of the funding note's sentence, which the facts' CPF conditions complete (« … peut être financée par votre
 * CPF si … », content/faits/lif-form.json). {certifications-du-domaine}: the domain's certifications, « CEH et CISSP ».
 */
const domainLines = z.strictObject({
  eyebrow: prose("la ligne au-dessus du titre de la page, par exemple « LIF Form · {nom-du-domaine} »"),
  cpf: z.strictObject({
    one: prose(
      "le début de la phrase du financement quand le domaine prépare une certification, « La préparation à la certification {certifications-du-domaine} peut être financée »",
    ),
    many: prose(
      "le début de la phrase du financement quand il en prépare plusieurs, « Les préparations aux certifications {certifications-du-domaine} peuvent être financées »",
    ),
  }),
});

/** The groups a domain page reads with its own name and counts (app/content/form/domain-page.ts). */
const NAMED_GROUPS = ["brief", "domainLines"];
const DOMAIN_NAMES = Object.keys(DOMAIN_BRIEF_NAMES);

/**
 * A domain's own names ({nom-du-domaine}…) quoted outside the groups its page fills them in: the build would check
 * it, and only the prerender would stop (« Texte à remplacer inconnu »). Refused here with the field and the fix.
 */
function domainNamesOutsideTheirGroups(file: Record<string, unknown>, context: z.RefinementCtx) {
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") {
      for (const [, name = ""] of value.matchAll(/\{([^{}]*)\}/g))
        if (DOMAIN_NAMES.includes(name.trim()))
          context.addIssue({
            code: "custom",
            path,
            message: `{${name.trim()}} n’a de valeur que dans « Encadré en bref » et « Textes qui citent le domaine » : retirez-le de ce texte ou écrivez ce qu’il remplacerait`,
            input: value,
          });
    } else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value))
        walk(inner, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  for (const [key, value] of Object.entries(file)) if (!NAMED_GROUPS.includes(key)) walk(value, [key]);
}

/** What the three domain pages share: the hero's buttons and card, how a session runs, the funding and explorer heads. */
export const domainesSchema = z
  .strictObject({
    hero: z.strictObject({ coursesAction: fragmentAction, contactAction: pageAction }),
    brief,
    domainLines,
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
  })
  .superRefine(domainNamesOutsideTheirGroups);

export type DomainFile = z.output<typeof domainSchema>;
export type DomainesFile = z.output<typeof domainesSchema>;
