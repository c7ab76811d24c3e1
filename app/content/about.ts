import type { StatementItem } from "~/components/about/statement-pair";
import type { ActionData } from "~/components/sections/types";
import { DISCOVER_SHORE, GET_IN_TOUCH } from "~/content/actions";
import type { AboutFile } from "~/content/files/group/a-propos-schema";
import { ICONS } from "~/content/files/icons";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, linkItems, present } from "~/content/files/sections";
import { QUOTES } from "~/content/files/testimonials";
import data from "../../content/pages/groupe/a-propos.json" with { type: "json" };

/**
 * The about page (/about): its texts are the file content/pages/groupe/a-propos.json, edited in the CMS (« Pages
 * du groupe »), its figures and years quoted by name; its structure is here: the sections' ids, the history's
 * quote (« Témoignages »), the shared calls to action.
 */
const copy = present(readCopy("content/pages/groupe/a-propos.json", data as AboutFile));
const { action, factsTitle, facts, ...hero } = copy.hero;

/** The copy of /about: who we are, our history, vision and mission, values, and the next step. */
export const about = {
  hero: { ...hero, actions: [action, DISCOVER_SHORE] satisfies readonly ActionData[], factsTitle, facts },
  history: { id: "histoire", ...copy.history, quote: QUOTES.aPropos },
  purpose: {
    id: "vision-mission",
    ...copy.purpose,
    items: copy.purpose.items.map((item) => ({ ...item, icon: ICONS[item.icon] })) satisfies StatementItem[],
  },
  values: { id: "valeurs", ...copy.values, items: featureItems(copy.values.items) },
  businesses: { id: "metiers", ...copy.businesses, links: linkItems(copy.businesses.links) },
  cta: { ...copy.cta, actions: [GET_IN_TOUCH, DISCOVER_SHORE] satisfies readonly ActionData[] },
} as const;
