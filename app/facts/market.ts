import type { MarketFacts } from "~/facts/facts-schema";
import { typesetAll } from "~/lib/french";
import marketFile from "../../content/faits/marche.json" with { type: "json" };

/**
 * The market figures the pages quote, each read as its source states it and shown with that source (report and
 * year) wherever it appears. A figure without a source the page can name is not quoted at all: the « 700 000+
 * développeurs africains francophones, +22 % par an » (22 % was SMEs' internet use in the report, 716 000 all of
 * Africa) and the « +92 % de freelances depuis 2009 » (no source found) were removed for that reason.
 * Edited by the owner in the CMS (content/faits/marche.json, « Faits et chiffres › Marché »), checked by the build with its schema (facts-schema.ts), read here without zod.
 */
const FACTS = typesetAll(marketFile as MarketFacts);

/**
 * Professional developers in all of Africa (16 countries surveyed, extrapolated to the continent), and their
 * growth from the year before, in percent.
 */
export const AFRICA_DEVELOPERS = FACTS.africaDevelopers;

/** The shortage of skilled workers of all sectors in 20 major economies by 2030 — not of developers alone. */
export const TALENT_SHORTAGE = FACTS.talentShortage;
