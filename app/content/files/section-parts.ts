import * as z from "zod";
import { iconName, itemList, optional, pageLink, pagePath, prose, proseList } from "./schema-parts";

/**
 * The zod pieces of a page's copy file (content/pages/…), one per block of app/components/sections/ a page fills
 * with text: a page's schema is its blocks, in its order, each made of these. Each piece has the same fields
 * everywhere, so the CMS declares each once (a YAML anchor in admin/config.yml, named in the comments) and every
 * page's collection reuses it; the drift test (scripts/content/cms-config.test.ts) holds the two together.
 *
 * What a page's structure decides stays in its module, not in the file: which blocks, their order, a section's
 * `id` (anchors, menus and tests point at it), its `tone` (the page's alternation of backgrounds), the variant of
 * a button, the calls to action shared by several pages (app/content/actions.ts). The file holds what an editor
 * writes: the texts, the list items, the figures as placeholders ({delai-deploiement}).
 */

/** An optional text: absent, null or empty all mean none (the CMS writes any of them). */
export const optionalText = (fix: string) => optional(prose(fix));

/**
 * A section's head (Section: eyebrow, title, intro), spread into a section's object. CMS: `&sectionEyebrow`,
 * `&sectionTitle`, `&sectionIntro`.
 */
export const sectionHead = {
  eyebrow: optionalText(
    "le surtitre, quelques mots au-dessus du titre (par exemple « Comment ça se passe »)",
  ),
  title: prose("le titre de la section"),
  intro: optionalText("le paragraphe sous le titre"),
} as const;

/** A section with its head only (its content comes from elsewhere: a form, testimonials, a chart). */
export const section = z.strictObject(sectionHead);

/** A page's opening (PageHero: eyebrow, lead). CMS: `&heroEyebrow`, `&heroLead`. */
export const heroHead = {
  eyebrow: optionalText("le surtitre du haut de page, par exemple « LIF Shore · Évaluation offerte »"),
  lead: prose("le paragraphe d’introduction de la page, sous son titre"),
} as const;

/**
 * A call to action that opens another page: its text and the page (ActionButtons). CMS: `&pageAction`. Its look
 * (plain or outlined) is the page's layout, in code.
 */
export const pageAction = pageLink("du bouton");

/**
 * A call to action to a block of the same page (« Demander mon évaluation » to the form): only its text, since the
 * block it opens is the page's structure, in code. CMS: `&fragmentAction`.
 */
export const fragmentAction = z.strictObject({ label: prose("le texte du bouton") });

/** A card of a feature grid (FeatureGrid): icon, title, text, an optional link and badge. CMS: `&featureItem`. */
export const featureItem = z.strictObject({
  icon: iconName,
  title: prose("le titre de la carte"),
  text: prose("le texte de la carte"),
  link: optional(pageLink("sous la carte")),
  badge: optionalText("la pastille en haut de la carte, quelques mots ou un chiffre"),
});
export const featureItems = itemList(featureItem, "au moins une carte");

/** A step of a timeline (Timeline): its marker (« 01 », « J+7 »), title, optional timing, text. `&timelineItem`. */
export const timelineItem = z.strictObject({
  marker: prose("le repère de l’étape, par exemple « 01 » ou « J+7 »"),
  title: prose("le titre de l’étape"),
  meta: optionalText("la durée ou le moment de l’étape, par exemple « 2 minutes »"),
  text: prose("ce qui se passe à cette étape"),
});
export const timelineItems = itemList(timelineItem, "au moins une étape");

/** A numbered step of a process (ProcessSteps): title, text, optional timing and who does it. `&processStep`. */
export const processStep = z.strictObject({
  title: prose("le titre de l’étape"),
  text: prose("ce qui se passe à cette étape"),
  meta: optionalText("la durée de l’étape, par exemple « 2 à 3 jours »"),
  who: optionalText("qui mène l’étape"),
});
export const processSteps = itemList(processStep, "au moins une étape");

/** A figure of a stat grid (StatGrid): value, label, optional detail. CMS: `&statItem`. */
export const statItem = z.strictObject({
  value: prose("la valeur, en général un texte à remplacer, par exemple {delai-deploiement}"),
  label: prose("ce que la valeur mesure"),
  detail: optionalText("une précision sous la valeur"),
});
export const statItems = itemList(statItem, "au moins un chiffre");

/** A card of figures (FactsCard): title, then value and label pairs. CMS: `&factsCard`. */
export const factsCard = z.strictObject({
  title: prose("le titre de l’encadré"),
  items: itemList(
    z.strictObject({
      value: prose("la valeur, en général un texte à remplacer, par exemple {delai-deploiement}"),
      label: prose("ce que la valeur mesure"),
    }),
    "au moins un chiffre",
  ),
});

/** A titled list of points (CheckList under a title: a hero's check card, lists beside a form). `&checkList`. */
export const checkList = z.strictObject({
  title: prose("le titre de la liste"),
  items: proseList("un point par ligne"),
});

/** A card of a link grid (LinkGrid): a page, its name, one line on it, its icon. CMS: `&linkItem`. */
export const linkItem = z.strictObject({
  label: prose("le nom de la page"),
  to: pagePath,
  description: prose("une ligne sur ce que la page propose"),
  icon: iconName,
});
export const linkItems = itemList(linkItem, "au moins une page");

/**
 * The LIF Shore consultation band (LeadFormBand via ConsultationBand): the page's own promises, then the form's
 * heading and intro. The band's last promise (the first profiles' delay), its eyebrow and its note are shared
 * by the shore pages (app/content/shore/consultation.ts); the form's type stays in the page's module. CMS:
 * `&consultationFields`.
 */
export const consultation = z.strictObject({
  promises: itemList(prose("une promesse de la consultation"), "au moins une promesse"),
  heading: prose("le titre du formulaire"),
  intro: prose("le paragraphe au-dessus du formulaire"),
});

/**
 * A hero's card of key figures (FigureHero, the group's own pages): its title, then value, label and optional
 * detail, spread into a hero's object. CMS: `&heroFactsTitle`, `&heroFacts`.
 */
export const heroFigures = {
  factsTitle: prose("le titre de l’encadré de chiffres du haut de page"),
  facts: statItems,
} as const;

/**
 * A page's closing band (CtaBand): its title and sentence; its buttons are the page's layout or calls to action
 * shared by several pages, in code. CMS: `&ctaTitle`, `&ctaText`.
 */
export const ctaBand = z.strictObject({
  title: prose("le titre du bandeau de fin de page"),
  text: prose("la phrase sous le titre du bandeau"),
});
