import * as z from "zod";
import { iconName, itemList, prose, proseList } from "../schema-parts";

/**
 * The zod pieces of the LIF Talent blocks (app/components/talent/), beside the section pieces every page shares
 * (../section-parts.ts): a block only the talent pages draw has its piece here, declared once in the CMS too
 * (a YAML anchor in the « Pages LIF Talent » collection, named in the comments).
 */

/**
 * One side of the marketplace (AudienceCards): its icon, who it speaks to, a title, a text and points. Its button
 * is a call to action shared by several pages (app/content/actions.ts), in code. CMS: `&audienceCardFields`.
 */
export const audienceCard = z.strictObject({
  icon: iconName,
  audience: prose("à qui la carte s’adresse, par exemple « Vous êtes une entreprise »"),
  title: prose("le titre de la carte"),
  text: prose("le texte de la carte"),
  points: proseList("un point par ligne"),
});

/** A card with a title and a text, without icon (the market's challenges). CMS: `&textCardFields`. */
export const textCard = z.strictObject({
  title: prose("le titre de la carte"),
  text: prose("le texte de la carte"),
});
export const textCards = itemList(textCard, "au moins une carte");

/** A closing band (CtaBand): a title and a text; its buttons are the page's, in code. CMS: `&ctaBandFields`. */
export const ctaBand = z.strictObject({
  title: prose("le titre du bandeau"),
  text: prose("le texte du bandeau"),
});
