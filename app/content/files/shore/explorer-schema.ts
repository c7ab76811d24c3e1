import * as z from "zod";
import { prose } from "../schema-parts";
import { linkItems, sectionHead } from "../section-parts";

/**
 * The LIF Shore explorer under the shore pages (content/pages/lif-shore/explorer.json, « Pages LIF Shore » in the
 * CMS), read by app/content/shore/explore.ts: its head, the name of its list for screen readers, and its cards.
 */
export const explorerSchema = z.strictObject({
  ...sectionHead,
  navLabel: prose(
    "le nom de la liste de pages, lu par les lecteurs d’écran (par exemple « Pages LIF Shore »)",
  ),
  links: linkItems,
});

export type ExplorerFile = z.output<typeof explorerSchema>;
