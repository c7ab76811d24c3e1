/**
 * The market figures the pages quote, each read as its source states it and shown with that source (report and
 * year) wherever it appears. A figure without a source the page can name is not quoted at all: the « 700 000+
 * développeurs africains francophones, +22 % par an » (22 % was SMEs' internet use in the report, 716 000 all of
 * Africa) and the « +92 % de freelances depuis 2009 » (no source found) were removed for that reason.
 */

/** Professional developers in all of Africa (16 countries surveyed, extrapolated to the continent). */
export const AFRICA_DEVELOPERS = {
  count: 716_000,
  year: 2021,
  /** Growth of that population from 2020 to 2021, in percent. */
  growthPercent: 3.8,
  source: "Google et Accenture, «\u00a0Africa Developer Ecosystem 2021\u00a0», 2021",
} as const;

/** The shortage of skilled workers of all sectors in 20 major economies by 2030 — not of developers alone. */
export const TALENT_SHORTAGE = {
  millions: 85,
  year: 2030,
  source: "Korn Ferry, «\u00a0The Global Talent Crunch\u00a0», 2018",
} as const;
