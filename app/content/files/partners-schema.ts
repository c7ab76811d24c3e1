import * as z from "zod";
import { iconName, itemList, prose, proseList } from "./schema-parts";

/**
 * The key partners of the partnership page, by kind (no logo, no brand name), as the owner edits them in the CMS
 * (content/partenaires.json, « Partenaires »). The icon is a name from the fixed list (./icons.ts). Checked by
 * the build and the dev server (scripts/content/copy-files.ts).
 */

const partnerKind = z.strictObject({
  icon: iconName,
  category: prose("la famille de partenaires, par exemple « Technologie »"),
  title: prose("qui est le partenaire, sans le nommer"),
  text: prose("une phrase sur ce que fait le partenaire avec LIF Group"),
  brings: proseList("ce que le partenariat apporte, un point par ligne"),
});

export const partnersSchema = z.strictObject({ items: itemList(partnerKind, "au moins un partenaire") });

export type PartnersFile = z.output<typeof partnersSchema>;
