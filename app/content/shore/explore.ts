import { readCopy } from "~/content/files/read-copy";
import { linkItems, present } from "~/content/files/sections";
import type { ExplorerFile } from "~/content/files/shore/explorer-schema";
import data from "../../../content/pages/lif-shore/explorer.json" with { type: "json" };

const copy = present(readCopy("content/pages/lif-shore/explorer.json", data as ExplorerFile));

/**
 * The LIF Shore explorer under the shore pages: the six sub-pages, in the order of the header menu, from the file
 * content/pages/lif-shore/explorer.json (« Pages LIF Shore » › « Explorateur » in the CMS). The block always lists
 * the cards and shows the current page's card unlinked ("Vous êtes ici"), so a sub-page links the five others and
 * the landing, which is not one of the six, links all six.
 */
export const explore = { ...copy, links: linkItems(copy.links) } as const;
