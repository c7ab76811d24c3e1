import * as z from "zod";
import { OFFICES } from "~/facts/group";
import { iconName, itemList, pageLink, prose, proseList } from "../schema-parts";
import {
  ctaBand,
  featureItems,
  heroHead,
  pageAction,
  sectionHead,
  statItems,
  timelineItems,
} from "../section-parts";

/** A brand of the hero's card: its name and one line; its page and colour are its service line's, in code. */
const brand = z.strictObject({
  name: prose("le nom de la marque"),
  text: prose("une ligne sur ce que la marque propose"),
});

/** A direction of the leadership team (LeaderGrid). */
const leader = z.strictObject({
  icon: iconName,
  role: prose("le nom de la direction"),
  base: prose("où elle se trouve, par exemple « À Paris »"),
  text: prose("ce dont elle répond, en une phrase ou deux"),
  scope: proseList("un domaine par ligne, en quelques mots"),
});

/** The offices' cities (app/facts/group.ts): an office's text names one of them. */
const CITIES = OFFICES.map((office) => office.city) as [string, ...string[]];

/** What the team of one office does; the office itself (city, country, role, year) is the facts'. */
const officeText = z.strictObject({
  city: z.enum(CITIES, { error: `ville attendue, l’une des villes des bureaux : ${CITIES.join(", ")}` }),
  text: prose("ce que fait l’équipe de ce bureau, en une phrase"),
});

/**
 * The group page's copy (content/pages/groupe/groupe.json, « Pages du groupe » in the CMS), read by
 * app/content/group.ts, in the page's order: the hero and its brands, the key figures, the history (its quote
 * is in « Témoignages »), vision and values, the leadership, the offices' texts and the closing band.
 */
export const groupSchema = z.strictObject({
  hero: z.strictObject({
    ...heroHead,
    actions: itemList(pageLink("du bouton"), "au moins un bouton"),
    brandsTitle: prose("le titre de l’encadré des marques"),
    brands: z.strictObject({ shore: brand, form: brand, talent: brand }),
  }),
  figures: z.strictObject({ ...sectionHead, items: statItems }),
  history: z.strictObject({ ...sectionHead, items: timelineItems }),
  vision: z.strictObject({ ...sectionHead, values: featureItems }),
  leaders: z.strictObject({
    ...sectionHead,
    scopeLabel: prose(
      "le nom de la liste des domaines de chaque carte, lu par les lecteurs d’écran (« Responsabilités »)",
    ),
    items: itemList(leader, "au moins une direction"),
  }),
  offices: z.strictObject({
    ...sectionHead,
    texts: itemList(officeText, "au moins un bureau"),
    presence: prose("devant l’année d’une présence sans bureau, par exemple « Présence depuis »"),
  }),
  cta: z.strictObject({ ...ctaBand.shape, action: pageAction }),
});

export type GroupFile = z.output<typeof groupSchema>;
