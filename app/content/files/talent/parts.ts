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

/**
 * A challenge and LIF Talent's answer (ChallengeAnswers): the challenge, its detail, the answer.
 * CMS: `&challengeAnswerFields`.
 */
export const challengeAnswer = z.strictObject({
  challenge: prose("le défi, en quelques mots"),
  detail: prose("une phrase qui décrit le défi"),
  answer: prose("la réponse de LIF Talent"),
});
export const challengeAnswers = itemList(challengeAnswer, "au moins un défi");

/**
 * The note under a form's aside (FormBand): what the form's data is used for; its link to the privacy policy is
 * code. CMS: `&formNoteFields`.
 */
export const formNote = z.strictObject({ text: prose("ce que deviennent les informations du formulaire") });

/** The help beside an FAQ (FaqWithHelp): a title and a text; the button and the phone are code. `&faqHelpFields`. */
export const faqHelp = z.strictObject({
  title: prose("le titre de l’encadré, par exemple « Une question avant de vous lancer ? »"),
  text: prose("le texte de l’encadré"),
});
