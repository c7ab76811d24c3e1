import { readCopy } from "~/content/files/read-copy";
import { linkItems, present } from "~/content/files/sections";
import type { ExplorerFile } from "~/content/files/shore/explorer-schema";
import data from "../../../content/pages/lif-talent/explorer.json" with { type: "json" };

const copy = present(readCopy("content/pages/lif-talent/explorer.json", data as ExplorerFile));

/**
 * The explorer under every LIF Talent page: the five pages, the current one shown unlinked, from the file
 * content/pages/lif-talent/explorer.json (« Pages LIF Talent » › « Explorateur » in the CMS, the same fields as
 * the LIF Shore explorer's). Its id and tone are the layout's.
 */
export const talentExplore = {
  id: "explorer-lif-talent",
  tone: "sand",
  ...copy,
  links: linkItems(copy.links),
} as const;
