import * as z from "zod";
import { iconName, itemList, prose, proseList } from "../schema-parts";
import {
  factsCard,
  featureItems,
  fragmentAction,
  heroHead,
  pageAction,
  section,
  sectionHead,
} from "../section-parts";

/**
 * The LIF Form landing page's copy (content/pages/lif-form/accueil.json, « Pages LIF Form » in the CMS), read by
 * app/content/form/lif-form.ts. The hero's figures and the titles that count the catalogue quote the counts by
 * names of this page's own ({nombre-formations}…: app/content/form/lif-form-names.ts), which its module fills. What
 * is computed stays in the page's module: those counts, the domain and certification cards (the catalogue), the
 * funding paths (funding.ts), the legal mentions of the accreditations (their wording is imposed:
 * app/facts/form.ts), the sections' ids and tones.
 */

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
    facts: factsCard,
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
  domains: section,
  funding: section,
  certifications: section,
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
