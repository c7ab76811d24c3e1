import * as z from "zod";
import { iconName, itemList, prose, proseList } from "../schema-parts";
import { featureItems, heroHead, pageAction, section, sectionHead, statItems } from "../section-parts";

/** A key figure under the home hero's buttons (HomeHero's proofs): a value and what it measures. */
const proof = z.strictObject({
  value: prose("la valeur, en général un texte à remplacer, par exemple {delai-deploiement}"),
  label: prose("ce que la valeur mesure"),
});

/** A point of « Pourquoi LIF Group » (ValueProposition): an icon, a title, a text; no link, no badge. */
const valuePoint = z.strictObject({
  icon: iconName,
  title: prose("le titre du point"),
  text: prose("le texte du point"),
});

/** A revenue source of the business model card. */
const revenueSource = z.strictObject({
  title: prose("le nom de la source de revenus"),
  text: prose("une phrase sur ce qu’elle rémunère"),
});

/**
 * The home page's copy (content/pages/groupe/accueil.json, « Pages du groupe » in the CMS), read by
 * app/content/home.ts: the hero (its figures, the map's caption), the services' head (the cards are the services
 * page's, content/pages/groupe/services.json), « Pourquoi LIF Group » with the business model, LIF Talent 2.0 and
 * the nearshore block. The picture, the sections' ids and tones and the shared calls to action stay in code.
 */
export const homeSchema = z.strictObject({
  hero: z.strictObject({
    ...heroHead,
    proofs: itemList(proof, "au moins un chiffre"),
    mapCaption: prose("la carte décrite en une ligne, lue par les lecteurs d’écran"),
  }),
  services: section,
  value: z.strictObject({
    ...sectionHead,
    points: itemList(valuePoint, "au moins un point"),
    model: z.strictObject({
      title: prose("le titre de l’encadré"),
      intro: prose("la phrase sous le titre de l’encadré"),
      sources: itemList(revenueSource, "au moins une source de revenus"),
    }),
  }),
  talent: z.strictObject({ ...sectionHead, cards: featureItems }),
  nearshore: z.strictObject({
    ...sectionHead,
    stats: statItems,
    safeguards: proseList("une garantie par ligne"),
    action: pageAction,
  }),
});

export type HomeFile = z.output<typeof homeSchema>;
