import * as z from "zod";
import { iconName, prose, proseList } from "../schema-parts";
import { ctaBand, heroHead, pageAction, sectionHead } from "../section-parts";

/** A service line's card (ServiceCards): its name, one line, a pitch and its points; its page, icon and colour are code. */
const serviceCard = z.strictObject({
  name: prose("le nom du métier, par exemple « LIF Shore »"),
  tagline: prose("une ligne sous le nom : ce qu’est le métier"),
  pitch: prose("une phrase qui présente le métier"),
  points: proseList("un point concret par ligne"),
});

/** A situation and the service line that answers it (ServiceChoices); the link names the line's card. */
const choice = z.strictObject({
  need: prose("la situation du client, en une phrase"),
  answer: prose("la réponse du métier, en une phrase"),
});

/** One value per service line, in the site's order (LIF Shore, LIF Form, LIF Talent). */
const perLine = <T extends z.ZodType>(item: T) => z.strictObject({ shore: item, form: item, talent: item });

/**
 * The services overview's copy (content/pages/groupe/services.json, « Pages du groupe » in the CMS), read by
 * app/content/services.ts, for the site being built (a funding phrase differs, {financement-en-bref}): the hero,
 * the three service lines' cards (also shown on the home page), how to choose, and the closing band.
 */
export const servicesSchema = z.strictObject({
  hero: z.strictObject(heroHead),
  lines: z.strictObject({ ...sectionHead, cards: perLine(serviceCard) }),
  choose: z.strictObject({
    ...sectionHead,
    choices: perLine(choice),
    situation: prose("le petit titre au-dessus de chaque situation, « Situation »"),
    discover: prose(
      "le mot lu par les lecteurs d’écran devant le nom du métier de chaque lien, « Découvrir »",
    ),
    combine: z.strictObject({
      icon: iconName,
      title: prose("le titre de l’encadré sous les situations"),
      text: prose("le texte de l’encadré"),
    }),
  }),
  cta: z.strictObject({ ...ctaBand.shape, action: pageAction }),
});

export type ServicesFile = z.output<typeof servicesSchema>;
