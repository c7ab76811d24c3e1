import * as z from "zod";
import { iconName, itemList, prose, proseList } from "../schema-parts";
import { featureItems, fragmentAction, heroHead, pageAction, section, sectionHead } from "../section-parts";

/**
 * The LIF Form landing page's copy (content/pages/lif-form/accueil.json, « Pages LIF Form » in the CMS), read by
 * app/content/form/lif-form.ts. What is computed stays in the page's module: the figures of the hero's card and
 * the titles that count the catalogue (« 3 domaines, 9 formations », « 4 certifications… »), the domain and
 * certification cards (the catalogue), the funding paths (funding.ts), the legal mentions of the accreditations
 * (their wording is imposed: app/facts/form.ts), the sections' ids and tones.
 */

/** A section whose title counts the catalogue, written by the page's module: only its eyebrow and intro here. */
const countedSection = z.strictObject({ eyebrow: sectionHead.eyebrow, intro: sectionHead.intro });

/** An accreditation card: its title, its badge, its text; the legal mention under it keeps its label here. */
const accreditation = {
  title: prose("le titre de la carte"),
  text: prose("le texte de la carte"),
};
const mentionLabel = prose("le libellé au-dessus de la mention légale, par exemple « Mention obligatoire »");
const badge = prose("la pastille à côté du titre, quelques mots");

export const formAccueilSchema = z.strictObject({
  hero: z.strictObject({
    ...heroHead,
    action: pageAction,
    secondAction: fragmentAction,
    facts: z.strictObject({ title: prose("le titre de l’encadré de chiffres") }),
  }),
  service: z.strictObject({
    ...sectionHead,
    imageAlt: prose("la description de l’illustration, lue par les lecteurs d’écran"),
    items: featureItems,
    techTagsLabel: prose("le titre de la liste des outils"),
    techTags: proseList("un outil ou un référentiel par ligne"),
  }),
  benefits: z.strictObject({
    ...sectionHead,
    items: itemList(
      z.strictObject({
        icon: iconName,
        title: prose("le public du panneau, par exemple « Pour l’entreprise »"),
        points: proseList("un point par ligne"),
      }),
      "au moins un panneau",
    ),
  }),
  domains: countedSection,
  funding: section,
  certifications: countedSection,
  testimonials: section,
  accreditations: z.strictObject({
    ...sectionHead,
    qualiopi: z.strictObject({ ...accreditation, mentionLabel }),
    datadock: z.strictObject({ ...accreditation, badge }),
    declaration: z.strictObject({ ...accreditation, badge, mentionLabel }),
  }),
  faq: section,
  cta: z.strictObject({
    title: prose("le titre du bandeau"),
    text: prose("le texte du bandeau"),
    secondAction: fragmentAction,
  }),
});

export type FormAccueilFile = z.output<typeof formAccueilSchema>;
