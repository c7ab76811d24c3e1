import type { PartnerKind } from "~/components/about/partner-cards";
import partnersFile from "../../../content/partenaires.json" with { type: "json" };
import { ICONS } from "./icons";
import type { PartnersFile } from "./partners-schema";
import { readCopy } from "./read-copy";

/**
 * The key partners of the partnership page (content/partenaires.json, « Partenaires » at /admin/), typeset, their
 * placeholders filled and their icon drawn from the fixed list (./icons.ts). Checked by the build with
 * ./partners-schema.ts before the pages are rendered; here Vite reads the file, without zod.
 */
export const PARTNER_KINDS: readonly PartnerKind[] = readCopy(
  "content/partenaires.json",
  partnersFile as PartnersFile,
).items.map(({ icon, ...partner }) => ({ icon: ICONS[icon], ...partner }));
